import { userLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { failureMessage } from '../sheet/undo';
import { randomSecret, same } from './secret';

/**
 * Runs `work` only inside the organizer's spreadsheet (SPEC §13.5). The live page's visitors can call any top-level
 * function through google.script.run, as the organizer, and in a bound script's web app the container is still the
 * active spreadsheet; but a web app has no spreadsheet UI: `SpreadsheetApp.getUi()` throws there, as it does in a
 * time-driven trigger ("Exception: Cannot call SpreadsheetApp.getUi() from this context", reported by users in
 * github.com/davepar/gcalendarsync/issues/93 and LesterCovax/crypto-sheets/issues/50; "throws when there is no UI
 * context — a trigger, a web app", MaksymStoianov/apps-script-utils/issues/326), while the sidebar's and the menu's
 * calls have it. Such a call is refused before anything is read or changed. The menu's handlers, which take no
 * request, rely on this guard alone.
 */
export function organizerOnly<T>(work: () => T): T {
  try {
    SpreadsheetApp.getUi();
  } catch {
    throw new Error(SERVER_WORDS[userLang()].notInSpreadsheet);
  }
  return work();
}

/** The document property that keeps the sidebar's token. */
const TOKEN = 'podium.token';

/**
 * The per-document token (SPEC §13.5, §15.4), made once: 244 random bits from two of Google's UUIDs
 * (`Utilities.getUuid()`, "a UUID as a string, equivalent to java.util.UUID.randomUUID()",
 * developers.google.com/apps-script/reference/utilities/utilities). Only the sidebar is given it: the menu's
 * *Open sidebar* writes it into the sidebar's page, and the sidebar sends it with every call.
 */
export function sidebarToken(): string {
  const properties = PropertiesService.getDocumentProperties();
  const kept = properties.getProperty(TOKEN);
  if (kept) return kept;
  const made = randomSecret();
  properties.setProperty(TOKEN, made);
  return made;
}

/**
 * Runs a function the sidebar calls: both guards of SPEC §13.5. Inside the organizer's spreadsheet (the first), and
 * with the document's token (the second: a call that reached past the first, from a page or a script that was never
 * given the sidebar, is refused too). Nothing is read but the token, and nothing changed, before `work`.
 */
export function fromSidebar<T>(token: unknown, work: () => T): T {
  return organizerOnly(() => {
    const lang = userLang();
    let kept: string | null;
    try {
      kept = PropertiesService.getDocumentProperties().getProperty(TOKEN);
    } catch (e) {
      throw new Error(failureMessage(e, SERVER_WORDS[lang].checkingSidebar, lang));
    }
    if (!kept || typeof token !== 'string' || !same(token, kept)) throw new Error(SERVER_WORDS[lang].notFromSidebar);
    return work();
  });
}

/** The token a request object carries, or none. */
export const tokenOf = (request: unknown): unknown =>
  request !== null && typeof request === 'object' ? (request as { token?: unknown }).token : undefined;
