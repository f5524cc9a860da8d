import { SHEET_GAMES, SheetGame } from './report';

/** A Carcassonne scoring log for CARC_SCORESHEET: feature counts, modifiers, then one column per player. */
const CARCASSONNE_LOG: Pick<SheetGame, 'title' | 'template'> = {
  title: 'Carcassonne log',
  template: {
    headers: ['Feature', 'Tiles', 'Pennants', 'Segments', 'Cities', 'Castles', 'Modifiers', 'Player 1', 'Player 2', 'Player 3', 'Player 4'],
    checkboxes: [],
    lists: { Feature: ['road', 'city', 'monastery', 'field', 'garden', 'babayaga', 'germancastle', 'germancathedral', 'extra'] },
    formula: '=CARC_SCORESHEET(A1:K)',
  },
};

export const NEW_SHEETS: Record<string, Pick<SheetGame, 'title' | 'template'>> = { ...SHEET_GAMES, carcassonne: CARCASSONNE_LOG };

const TEMPLATE_ROWS = 200;

/** A new results sheet with the game's headers, checkboxes, drop-downs and a live standings formula beside them. */
export function createResultsSheet(gameId: string): string {
  const game = NEW_SHEETS[gameId];
  if (!game) throw new Error(`New tournament: pick ${Object.keys(NEW_SHEETS).join(' or ')}`);
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const base = `${gameId === 'carcassonne' ? 'Log' : 'Results'} – ${game.title}`;
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
