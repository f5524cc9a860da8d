import type { Arg } from '../engine/shared/cells';
import type { FunctionSet } from '../engine/shared/game';
import { PodiumError } from '../engine/shared/problems';
import { writtenLang } from '../engine/shared/settings';
import { onceSpreadsheetLang, spreadsheetLang, withSpreadsheetLang } from './locale';

/**
 * How the custom functions these sets declare (a game's, the circuit's) are called by name from their top-level stubs, which the build writes
 * from the same declarations (scripts/build.mjs): `function DIP_RESULT(centres, …) { return Podium_('game:diplomacy')
 * .run('DIP_RESULT', arguments); }`. The build makes one entry per game, so a call reaches its own game's code only. A
 * function that speaks takes the spreadsheet's language when its settings name none.
 */
export function declaredRunner(sets: readonly FunctionSet[]): (name: string, args: ArrayLike<unknown>) => unknown {
  // the functions whose settings take `lang=`: their last argument is the settings (test/declaredFunctions.test.ts)
  const speaking = new Set(sets.flatMap((g) => (g.settings.lang ? [...g.settings.lang.usedBy] : [])));
  const functions = sets.flatMap((g) => g.functions);
  return (name, args) => {
    const declared = functions.find((f) => f.name === name);
    if (!declared) throw new Error(`${name} is declared by no game nor set of functions`);
    const given = Array.from(args) as Arg[];
    const last = declared.run.length - 1;
    if (speaking.has(name)) given[last] = withSpreadsheetLang(given[last]) as Arg;
    // a function that speaks without settings is given the spreadsheet's language after its arguments, read if it asks
    const lang = declared.locale ? onceSpreadsheetLang() : undefined;
    try {
      // (the build strips the help, params included, so the count is run's: its arguments, then the language)
      return lang ? declared.run(...Array.from({ length: last }, (_, k) => given[k]), lang) : declared.run(...given);
    } catch (e) {
      // the cell shows the error in the settings' language, else the spreadsheet's (docs/languages.md): the lang= of
      // any argument (the settings are not always last: CARC_EXPLAIN), where a function that speaks has its own
      // already, so an error never reads the locale a second time
      if (e instanceof PodiumError) throw new Error(e.render(given.map(writtenLang).find(Boolean) ?? (lang ?? spreadsheetLang)()));
      throw e;
    }
  };
}
