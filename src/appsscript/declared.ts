import { errorText } from '../engine/i18n/errors';
import type { Lang } from '../engine/i18n/lang';
import { holdsWords, rowsIn, shownIn } from '../engine/i18n/message';
import type { FunctionSet } from '../engine/shared/game';
import { PodiumError } from '../engine/shared/problems';
import { sheetLang } from './locale';

/** A custom function's answer as Sheets shows it: its words rendered in `lang` (read only when it holds words). */
function shownAnswer(answer: unknown, lang: () => Lang): unknown {
  if (Array.isArray(answer)) return holdsWords(answer) ? rowsIn(answer, lang()) : answer;
  return holdsWords([[answer]]) ? shownIn(answer, lang()) : answer;
}

/**
 * How the custom functions these sets declare (a game's, the circuit's) are called by name from their top-level stubs, which the build writes
 * from the same declarations (scripts/build.mjs): `function DIP_RESULT(centres, …) { return Podium_('game:diplomacy')
 * .run('DIP_RESULT', arguments); }`. The build makes one entry per game, so a call reaches its own game's code only.
 * The engine answers values; here they are rendered in the formula's reader's language: the `lang=` of its settings,
 * else the spreadsheet's (docs/languages.md), looked up only when the answer, or an error, has words to say, and once.
 */
export function declaredRunner(sets: readonly FunctionSet[]): (name: string, args: ArrayLike<unknown>) => unknown {
  const functions = sets.flatMap((g) => g.functions);
  return (name, args) => {
    const declared = functions.find((f) => f.name === name);
    if (!declared) throw new Error(`${name} is declared by no game nor set of functions`);
    const given = Array.from(args);
    // any argument's lang= (the settings are not always last: CARC_EXPLAIN)
    let chosen: Lang | undefined;
    const lang = () => {
      chosen ??= sheetLang(...given);
      return chosen;
    };
    try {
      return shownAnswer(declared.run(...given), lang);
    } catch (e) {
      if (e instanceof PodiumError) throw new Error(errorText(e, lang()));
      throw e;
    }
  };
}
