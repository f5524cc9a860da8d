import { GAMES } from '../../engine/games';
import type { Template } from '../../engine/shared/game';
import { hasOwn } from '../../engine/shared/own';
import { allOrNothing, failureMessage } from './undo';

/** What New tournament… can create: each game's results sheet, and each scoring log (`carcassonne-log`). */
export const NEW_SHEETS: Record<string, Template> = Object.fromEntries(
  GAMES.flatMap((g) => [[g.id, g.template] as const, ...(g.log ? [[`${g.id}-log`, g.log.template] as const] : [])]),
);

const TEMPLATE_ROWS = 200;

/** A new results sheet with the game's headers, checkboxes, drop-downs and a live standings formula beside them. */
export function createResultsSheet(id: string): string {
  const template = typeof id === 'string' && hasOwn(NEW_SHEETS, id) ? NEW_SHEETS[id] : undefined;
  if (!template) throw new Error(`New tournament: pick ${Object.keys(NEW_SHEETS).join(' or ')}`);
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    let name = template.sheet;
    for (let n = 2; spreadsheet.getSheetByName(name); n++) name = `${template.sheet} ${n}`;
    return allOrNothing((changes) => {
      // every later call writes into the new sheet, so taking back the sheet takes back everything
      const sheet = changes.make(
        () => spreadsheet.insertSheet(name),
        (made) => spreadsheet.deleteSheet(made),
      );
      const { headers, checkboxes, lists, formula } = template;
      sheet.getRange(1, 1, 1, headers.length).setValues([headers]).setFontWeight('bold');
      sheet.setFrozenRows(1);
      headers.forEach((header, i) => {
        const column = sheet.getRange(2, i + 1, TEMPLATE_ROWS, 1);
        if (checkboxes.includes(header)) column.insertCheckboxes();
        if (lists[header])
          column.setDataValidation(
            SpreadsheetApp.newDataValidation().requireValueInList(lists[header], true).setAllowInvalid(false).build(),
          );
      });
      sheet.getRange(1, headers.length + 2).setFormula(formula);
      return name;
    });
  } catch (e) {
    throw new Error(`New tournament: ${failureMessage(e, `creating the ${template.title} sheet`)}`);
  }
}
