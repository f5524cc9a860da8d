import { userLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';

/**
 * Runs `work` only inside the organizer's spreadsheet (SPEC §13.5). The live page's visitors can call any top-level
 * function through google.script.run, as the organizer, and in a bound script's web app the container is still the
 * active spreadsheet; but a web app has no spreadsheet UI: `SpreadsheetApp.getUi()` throws there, as it does in a
 * time-driven trigger ("Exception: Cannot call SpreadsheetApp.getUi() from this context", reported by users in
 * github.com/davepar/gcalendarsync/issues/93 and LesterCovax/crypto-sheets/issues/50; "throws when there is no UI
 * context — a trigger, a web app", MaksymStoianov/apps-script-utils/issues/326), while the sidebar's and the menu's
 * calls have it. Such a call is refused before anything is read or changed.
 */
export function organizerOnly<T>(work: () => T): T {
  try {
    SpreadsheetApp.getUi();
  } catch {
    throw new Error(SERVER_WORDS[userLang()].notInSpreadsheet);
  }
  return work();
}
