import { GAMES } from '../../engine/games';
import type { Lang } from '../../engine/i18n/lang';
import { PLAYER_COLUMN } from '../../engine/shared/columns';
import type { Template } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { hasOwn } from '../../engine/shared/own';
import { ROSTER_TEMPLATE } from '../../engine/shared/seating/roster';
import { playerName, sortByName } from '../../engine/shared/text';
import { sheetLang, userLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { allOrNothing, failureMessage } from './undo';
import { freeName, grow } from './writeSheet';

/**
 * What New tournament… can create: each game's results sheet and its variants (`carcassonne-match`, a league of
 * matches), each scoring log (`carcassonne-log`), and a roster sheet for the seatings (`roster`).
 */
export const NEW_SHEETS: Record<string, Template> = Object.fromEntries([
  ...GAMES.flatMap((g) => [
    [g.id, g.template] as const,
    ...Object.entries(g.variants ?? {}).map(([variant, t]) => [`${g.id}-${variant}`, t] as const),
    ...(g.log ? [[`${g.id}-log`, g.log.template] as const] : []),
  ]),
  ['roster', ROSTER_TEMPLATE],
]);

/** The players of a results sheet, by name, for a new roster: one read; none when it is not a results sheet. */
function playersOf(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, name: unknown): string[] {
  const source = typeof name === 'string' && name !== '' ? spreadsheet.getSheetByName(name) : null;
  if (!source) return [];
  try {
    const { rows } = readHeaderTable('New tournament', source.getDataRange().getValues(), [PLAYER_COLUMN]);
    return sortByName([...new Set(rows.map((r) => playerName(r.cells.player)).filter((p) => p !== ''))], (p) => p);
  } catch {
    return []; // no Player column: an empty roster to fill by hand
  }
}

const TEMPLATE_ROWS = 200;

/**
 * The template's live formula as New tournament writes it: in an Italian or Romanian spreadsheet with the sheet's
 * language as its settings (`=CATAN_STANDINGS(A1:F; "lang=it")`, SPEC §11), so that it keeps speaking it if the
 * spreadsheet's locale changes. The arguments are parted by a semicolon: the separator of both locales, which Sheets
 * also accepts in locales that part them by a comma (users report: github.com/mricon/ingress-fieldplan/issues/5,
 * github.com/axemonk/Spreadsheet-Formula/issues/19); an English sheet's formula has one argument and no separator, unless
 * the template gives settings (a league of matches: `=CARC_STANDINGS(A1:D; "best-of=3")`).
 */
function formulaIn(formula: { fn: string; range: string; settings?: string }, lang: Lang): string {
  const settings = [formula.settings, lang === 'en' ? undefined : `lang=${lang}`].filter(Boolean).join('; ');
  return settings ? `=${formula.fn}(${formula.range}; "${settings}")` : `=${formula.fn}(${formula.range})`;
}

/** A new results sheet with the game's headers, checkboxes, drop-downs and a live standings formula beside them. */
export function createResultsSheet(id: string, from?: string): string {
  const template = typeof id === 'string' && hasOwn(NEW_SHEETS, id) ? NEW_SHEETS[id] : undefined;
  if (!template) throw new Error(`New tournament: pick ${Object.keys(NEW_SHEETS).join(' or ')}`);
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const players = template === ROSTER_TEMPLATE ? playersOf(spreadsheet, from) : [];
    // the sheet in the spreadsheet's language (docs/languages.md); checkboxes and lists follow their column
    const lang = sheetLang();
    const words = lang === 'en' ? { sheet: template.sheet, headers: template.headers } : template.words[lang];
    const name = freeName(spreadsheet, words.sheet);
    return allOrNothing((changes) => {
      // every later call writes into the new sheet, so taking back the sheet takes back everything
      const sheet = changes.make(
        () => spreadsheet.insertSheet(name),
        (made) => spreadsheet.deleteSheet(made),
      );
      const { checkboxes, lists, formula } = template;
      const headers = [...words.headers];
      const rows = Math.max(TEMPLATE_ROWS, players.length);
      grow(changes, sheet, sheet.getMaxRows(), rows + 1, 'rows');
      sheet.getRange(1, 1, 1, headers.length).setValues([headers]).setFontWeight('bold');
      sheet.setFrozenRows(1);
      template.headers.forEach((header, i) => {
        const column = sheet.getRange(2, i + 1, rows, 1);
        if (checkboxes.includes(header)) column.insertCheckboxes();
        if (lists[header])
          column.setDataValidation(
            SpreadsheetApp.newDataValidation().requireValueInList(lists[header], true).setAllowInvalid(false).build(),
          );
      });
      if (formula) sheet.getRange(1, headers.length + 2).setFormula(formulaIn(formula, lang));
      if (players.length) {
        // the names as text, each ticked Active
        const range = sheet.getRange(2, 1, players.length, 2);
        range.setNumberFormats(players.map(() => ['@', 'General']));
        range.setValues(players.map((p) => [p, true]));
      }
      return name;
    });
  } catch (e) {
    const lang = userLang();
    throw new Error(failureMessage(e, SERVER_WORDS[lang].creatingSheet(lang === 'en' ? template.sheet : template.words[lang].sheet), lang));
  }
}
