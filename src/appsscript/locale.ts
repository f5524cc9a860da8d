import { type Lang, toLang } from '../engine/i18n/lang';
import { type Arg, isBlank } from '../engine/shared/cells';
import type { SpokenLang } from '../engine/shared/customFunction';
import { writtenKeys, writtenLang } from '../engine/shared/settings';

/**
 * The spreadsheet's language (File › Settings › Locale), English when it cannot be read: Google does not promise the
 * service in every context a custom function runs in, and a language is never worth an error.
 */
export function spreadsheetLang(): Lang {
  try {
    return toLang(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'en';
  }
}

/** The spreadsheet's language for a function that speaks without settings: read on its first use only, then kept. */
export function onceSpreadsheetLang(): SpokenLang {
  let lang: Lang | undefined;
  return () => {
    lang ??= spreadsheetLang();
    return lang;
  };
}

/**
 * A settings argument with the spreadsheet's language added when it names none (docs/languages.md: `lang=`, then the
 * spreadsheet's locale, then English). The locale is read only then, once. A settings argument that is not text (a
 * range) is left as it is, for the settings' own error.
 */
export function withSpreadsheetLang(settings: Arg | undefined): Arg | undefined {
  if (writtenKeys(settings).has('lang')) return settings;
  if (isBlank(settings)) return `lang=${spreadsheetLang()}`;
  return typeof settings === 'string' ? `${settings}; lang=${spreadsheetLang()}` : settings;
}

/**
 * The language a call's answer is told in: the settings' `lang=` when it names one of Podium's languages (even in
 * settings that are wrong elsewhere), else the spreadsheet's, read then.
 */
export function spokenLang(settings: unknown): Lang {
  return writtenLang(settings as Arg) ?? spreadsheetLang();
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
