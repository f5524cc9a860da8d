/** The languages Podium speaks: English, and the seeds' Italian (Catan) and Romanian (Carcassonne). */
export const LANGS = ['en', 'it', 'ro'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The language of a locale or language tag: its first subtag, lower-cased (`it_IT` → it, `ro-RO` → ro, `mo` →
 * ro, the former Moldovan tag); anything else is English.
 * @example toLang('it_IT') // 'it'
 */
export function toLang(tag: unknown): Lang {
  const first = String(tag ?? '')
    .toLowerCase()
    .split(/[-_.@]/)[0];
  if (first === 'it') return 'it';
  if (first === 'ro' || first === 'mo') return 'ro';
  return 'en';
}

/** Whether a written value names one of Podium's languages exactly (the `lang=` setting, `--lang`). */
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/**
 * The `lang=` setting of a game (docs/languages.md): the language of the standings it spills and of the standings sheet the
 * sidebar builds from it (saved with the sheet's settings, so a refresh keeps it).
 */
export const langSetting = <const U extends readonly string[]>(usedBy: U) => ({
  label: { en: 'Language', it: 'Lingua', ro: 'Limbă' },
  values: LANGS,
  describe: {
    en: { name: { en: 'English', it: 'English', ro: 'English' } },
    it: { name: { en: 'Italiano', it: 'Italiano', ro: 'Italiano' } },
    ro: { name: { en: 'Română', it: 'Română', ro: 'Română' } },
  },
  usedBy,
});
