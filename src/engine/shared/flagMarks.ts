import type { Lang } from '../i18n/lang';

/**
 * The marks a flag cell (a checkbox, Draw, Conceded, Declared, Starts, Active) may hold, by meaning (docs/conventions.md#groups-flags-and-numbers):
 * each language's words, the checkbox's first as Sheets shows it in that language (a CSV an Italian or Romanian
 * spreadsheet exports writes VERO, FALS), then the symbols and marks any language types, then other languages' words.
 * Read in any case, with or without diacritics (`si` is `sì`, `adevarat` is `adevărat`); blank is no.
 */
export const FLAG_MARKS: Readonly<Record<'yes' | 'no', Readonly<Record<Lang | 'any', readonly string[]>>>> = {
  yes: { en: ['TRUE', 'yes', 'y'], it: ['VERO', 'sì'], ro: ['ADEVĂRAT', 'da'], any: ['x', '✓', '1', 'ja'] },
  no: { en: ['FALSE', 'no', 'n'], it: ['FALSO', 'no'], ro: ['FALS', 'nu'], any: ['0'] },
};

/**
 * The marks a message suggests to a reader of `lang`: the checkbox's in English and in the reader's language, x and
 * ✓ for yes, and the reader's word (English's too: yes, no are read in every language).
 */
export function suggestedMarks(lang: Lang, meaning: 'yes' | 'no'): string[] {
  const m = FLAG_MARKS[meaning];
  const words = [m.en[0], m[lang][0], ...(meaning === 'yes' ? m.any.slice(0, 2) : []), m.en[1], m[lang][1]];
  return [...new Set(words)];
}
