import { isLang, LANGS, type Lang, toLang } from '../engine/i18n/lang';
import { writtenKeys } from '../engine/shared/settings';

/** The locale variables, in gettext's order: the first one set names the language (`LANGUAGE` may list several). */
const LOCALE_VARIABLES = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'];

/**
 * The language of the command's output (docs/languages.md): `--lang`, then a `lang=` written in --settings (undefined: the
 * standings read it with their other settings), then the locale variables, then English. Any `--lang` other than
 * en, it, ro is returned as given, for the caller's usage error.
 */
export function outputLang(given: string | undefined, settings: string | undefined, env: NodeJS.ProcessEnv): Lang | string | undefined {
  if (given !== undefined) return isLang(given.toLowerCase()) ? (given.toLowerCase() as Lang) : given;
  if (writtenKeys(settings).has('lang')) return undefined;
  const set = LOCALE_VARIABLES.map((v) => env[v]).find((v) => v && v !== 'C' && v !== 'POSIX');
  return set ? toLang(set.split(':')[0]) : 'en';
}

export const LANG_CHOICES = LANGS.join(', ');
