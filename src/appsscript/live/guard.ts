import { userLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';

/**
 * Runs `work` only inside the organizer's spreadsheet (SPEC §13.5). The live page's visitors can call any top-level
 * function through google.script.run, as the organizer, and in a bound script's web app the container is still the
 * active spreadsheet; but a web app has no spreadsheet UI: `SpreadsheetApp.getUi()` throws there ("Cannot call
 * SpreadsheetApp.getUi() from this context", developers.google.com/apps-script/guides/dialogs; the Ui is "the
 * user-interface environment" of the editor a script is bound to, reference/base/ui). Such a call is refused before
 * anything is read or changed.
 */
export function organizerOnly<T>(work: () => T): T {
  try {
    SpreadsheetApp.getUi();
  } catch {
    throw new Error(SERVER_WORDS[userLang()].notInSpreadsheet);
  }
  return work();
}
