import { GameId } from './buildStandings';
import { SHEET_GAMES } from './report';

const TEMPLATE_ROWS = 200;

/** A new results sheet with the game's headers, checkboxes, drop-downs and a live standings formula beside them. */
export function createResultsSheet(gameId: GameId): string {
  const game = SHEET_GAMES[gameId];
  if (!game) throw new Error(`New tournament: pick ${Object.keys(SHEET_GAMES).join(' or ')}`);
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const base = `Results – ${game.title}`;
  let name = base;
  for (let n = 2; spreadsheet.getSheetByName(name); n++) name = `${base} ${n}`;
  const sheet = spreadsheet.insertSheet(name);
  const { headers, checkboxes, lists, formula } = game.template;
  sheet.getRange(1, 1, 1, headers.length).setValues([headers]).setFontWeight('bold');
  sheet.setFrozenRows(1);
  headers.forEach((header, i) => {
    const column = sheet.getRange(2, i + 1, TEMPLATE_ROWS, 1);
    if (checkboxes.includes(header)) column.insertCheckboxes();
    if (lists[header]) column.setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(lists[header], true).setAllowInvalid(false).build());
  });
  sheet.getRange(1, headers.length + 2).setFormula(formula);
  return name;
}
