import { isLang, LANGS, type Lang, spokenIn } from '../engine/i18n/lang';
import { writtenLang } from '../engine/shared/settings';

/**
 * The locale variables, strongest first: `LANGUAGE` (gettext's list of languages) above POSIX's `LC_ALL`, which beats
 * `LC_MESSAGES`, which beats `LANG`.
 */
const LOCALE_VARIABLES = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/** A value that names no language: unset, empty, or the C locale by either of its names (`C`, `C.UTF-8`, `POSIX`). */
const NO_LANGUAGE = /^((C|POSIX)([.@].*)?)?$/i;

/**
 * The language the locale variables ask for: the first variable set to a language decides; `LANGUAGE` may list
 * several (`fr:ro:en`), and its first that Podium speaks is taken, as gettext takes the first it has words for (none:
 * English, gettext's untranslated words). Unset, empty and C-locale values fall through to the next variable.
 */
function localeLang(env: NodeJS.ProcessEnv): Lang {
  for (const variable of LOCALE_VARIABLES) {
    const value = env[variable] ?? '';
    const items = (variable === 'LANGUAGE' ? value.split(':') : [value]).filter((v) => !NO_LANGUAGE.test(v.trim()));
    if (items.length) return items.map(spokenIn).find(Boolean) ?? 'en';
  }
  return 'en';
}

/** `--lang` as written, case and spaces aside: one of en, it, ro, or the text for the caller's usage error. */
export const givenLang = (given: string): Lang | string =>
  isLang(given.trim().toLowerCase()) ? (given.trim().toLowerCase() as Lang) : given;

/**
 * The language of everything a command says, its own words and the engine's (docs/languages.md): `--lang`, the
 * settings' `lang=`, the locale variables', else English. It never fails: a wrong `--lang` or `lang=` is told in the
 * locale's language.
 */
export function commandLang(given: string | undefined, settings: string | undefined, env: NodeJS.ProcessEnv): Lang {
  const lang = given === undefined ? undefined : givenLang(given);
  return isLang(lang) ? lang : (writtenLang(settings) ?? localeLang(env));
}

export const LANG_CHOICES = LANGS.join(', ');
