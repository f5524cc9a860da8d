import { refreshSheet, sheetsToRefresh } from './buildStandings';
import { failureMessage } from './undo';

/**
 * Says the refresh is done: a toast, or if Sheets fails to show one, an alert; the work is complete either way, so a
 * failure here never reads as a failed refresh.
 */
function tell(ui: GoogleAppsScript.Base.Ui, done: string): void {
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(done, 'Podium: standings refreshed');
  } catch {
    try {
      ui.alert(`Podium: standings refreshed.\n${done}`);
    } catch {
      // nothing more to tell with: the standings are written
    }
  }
}

/** The menu's Refresh standings: the active standings sheet, or every one when another sheet is active. */
export function refreshFromMenu(): void {
  const ui = SpreadsheetApp.getUi();
  let sheets: GoogleAppsScript.Spreadsheet.Sheet[];
  try {
    sheets = sheetsToRefresh();
  } catch (e) {
    ui.alert(`Podium: ${failureMessage(e, 'finding the standings sheets')}`);
    return;
  }
  if (!sheets.length) {
    ui.alert('Podium: open the sidebar and build the standings once; Refresh standings then repeats that build.');
    return;
  }
  const failed: string[] = [];
  const done: string[] = [];
  for (const sheet of sheets) {
    const outcome = refreshSheet(sheet);
    if (outcome.ok) done.push(`${outcome.sheet}: ${outcome.players} players, ${outcome.games} games`);
    else failed.push(...outcome.problems.slice(0, 10).map((p) => `${sheet.getName()}: ${p.cell ? `${p.cell}: ` : ''}${p.message}`));
  }
  if (done.length) tell(ui, done.join('\n'));
  if (failed.length) ui.alert(`Podium could not refresh every standings sheet:\n${failed.join('\n')}`);
}
