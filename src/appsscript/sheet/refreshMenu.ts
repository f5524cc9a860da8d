import type { Lang } from '../../engine/i18n/lang';
import { userLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { refreshSheet, sheetsToRefresh } from './buildStandings';
import { failureMessage } from './undo';

/**
 * Says the refresh is done: a toast, or if Sheets fails to show one, an alert; the work is complete either way, so a
 * failure here never reads as a failed refresh.
 */
function tell(ui: GoogleAppsScript.Base.Ui, done: string, lang: Lang): void {
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(done, SERVER_WORDS[lang].refreshed);
  } catch {
    try {
      ui.alert(`${SERVER_WORDS[lang].refreshed}.\n${done}`);
    } catch {
      // nothing more to tell with: the standings are written
    }
  }
}

/** The menu's Refresh standings: the active standings sheet, or every one when another sheet is active. */
export function refreshFromMenu(): void {
  const ui = SpreadsheetApp.getUi();
  // the menu's language: the organizer's
  const lang = userLang();
  const words = SERVER_WORDS[lang];
  let sheets: GoogleAppsScript.Spreadsheet.Sheet[];
  try {
    sheets = sheetsToRefresh();
  } catch (e) {
    ui.alert(`Podium: ${failureMessage(e, words.findingStandings, lang)}`);
    return;
  }
  if (!sheets.length) {
    ui.alert(words.buildFirst);
    return;
  }
  const failed: string[] = [];
  const done: string[] = [];
  for (const sheet of sheets) {
    const outcome = refreshSheet(sheet, lang);
    // the live page's failure is told with what was done: the standings are refreshed all the same
    if (outcome.ok) done.push(words.refreshedSheet(outcome.sheet, outcome.players, outcome.games), ...(outcome.live ?? []));
    else failed.push(...outcome.problems.slice(0, 10).map((p) => `${sheet.getName()}: ${p.cell ? `${p.cell}: ` : ''}${p.message}`));
  }
  if (done.length) tell(ui, done.join('\n'), lang);
  if (failed.length) ui.alert(`${words.notAllRefreshed}\n${failed.join('\n')}`);
}
