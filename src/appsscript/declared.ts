import { GAMES } from '../engine/games';
import type { Arg } from '../engine/shared/cells';
import { PodiumError } from '../engine/shared/problems';
import { writtenLang } from '../engine/shared/settings';
import { onceSpreadsheetLang, spreadsheetLang, withSpreadsheetLang } from './locale';

/** The functions whose settings take `lang=`: their last argument is the settings (test/declaredFunctions.test.ts). */
const SPEAKING = new Set(GAMES.flatMap((g) => (g.settings.lang ? [...g.settings.lang.usedBy] : [])));

/**
 * A custom function declared in a game's folder, called by name from its top-level stub, which the build writes from
 * the same declaration (scripts/build.mjs): `function DIP_RESULT(centres, …) { return Podium_.runDeclared('DIP_RESULT',
 * arguments); }`. A function that speaks takes the spreadsheet's language when its settings name none.
 */
export function runDeclared(name: string, args: ArrayLike<unknown>): unknown {
  const declared = GAMES.flatMap((g) => g.functions).find((f) => f.name === name);
  if (!declared) throw new Error(`${name} is declared by no game`);
  const given = Array.from(args) as Arg[];
  const last = declared.run.length - 1;
  if (SPEAKING.has(name)) given[last] = withSpreadsheetLang(given[last]) as Arg;
  // a function that speaks without settings is given the spreadsheet's language after its arguments, read if it asks
  const lang = declared.locale ? onceSpreadsheetLang() : undefined;
  try {
    // (the build strips the help, params included, so the count is run's: its arguments, then the language)
    return lang ? declared.run(...Array.from({ length: last }, (_, k) => given[k]), lang) : declared.run(...given);
  } catch (e) {
    // the cell shows the error in the settings' language, else the spreadsheet's (docs/languages.md): the lang= of
    // any argument (the settings are not always last: CARC_EXPLAIN), where a function that speaks has its own already,
    // so an error never reads the locale a second time
    if (e instanceof PodiumError) throw new Error(e.render(given.map(writtenLang).find(Boolean) ?? (lang ?? spreadsheetLang)()));
    throw e;
  }
}
