import { type Lang, toLang } from '../engine/i18n/lang';
import { type Arg, isBlank } from '../engine/shared/cells';
import { writtenKeys, writtenLang } from '../engine/shared/settings';

// The two readers of the add-on, each with the one function that chooses their language (docs/languages.md): whoever
// reads the spreadsheet (a formula's answer, a standings or seating sheet, what the sidebar says about one), and the
// user of the menu and the sidebar.

/**
 * The language of what the spreadsheet shows: the first `lang=` written in these settings (a formula's arguments, a
 * sheet's saved settings; even in settings wrong elsewhere), else the spreadsheet's own (File › Settings › Locale), else
 * English. The locale is read only when no `lang=` is written, and never fails: Google does not promise the service in
 * every context a custom function runs in, and a language is never worth an error.
 * @example sheetLang('three=5-3-1; lang=it') // 'it'
 */
export function sheetLang(...written: readonly unknown[]): Lang {
  for (const w of written) {
    const lang = writtenLang(w as Arg);
    if (lang) return lang;
  }
  try {
    return toLang(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'en';
  }
}

/**
 * A sheet's settings with its language written in, where they name none: `sheetLang`'s choice then. Build saves them
 * so, and a refresh keeps the language whatever the locale is then (docs/languages.md).
 * @example withSheetLang('share=pooled') // 'share=pooled; lang=it' in an Italian spreadsheet
 */
export function withSheetLang(settings: string): string {
  if (writtenKeys(settings).has('lang')) return settings;
  return isBlank(settings) ? `lang=${sheetLang()}` : `${settings}; lang=${sheetLang()}`;
}

/**
 * The user's language, for the menu and the sidebar (docs/languages.md): `Session.getActiveUserLocale()`, for which
 * Google's reference lists no scope, English when it cannot be read: that it works in an add-on's onOpen in
 * AuthMode.NONE is not documented, and add-ons such as Flubaroo build an English menu there.
 */
export function userLang(): Lang {
  try {
    return toLang(Session.getActiveUserLocale());
  } catch {
    return 'en';
  }
}
