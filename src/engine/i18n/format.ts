import type { Lang } from './lang';

/** A countable noun in each of its forms: Romanian has a third, the one after 20 and more that takes "de". */
export interface Noun {
  one: string;
  few?: string;
  other: string;
}

/**
 * The CLDR plural category of n, as Podium's counts need it (make-plural's rules for en, it and ro; Italian's
 * "many" is for multiples of a million, beyond any count here).
 * @example pluralForm('ro', 20) // 'other' (20 de mese)
 */
export function pluralForm(lang: Lang, n: number): 'one' | 'few' | 'other' {
  const whole = Number.isInteger(n);
  if (whole && n === 1) return 'one';
  if (lang === 'ro') {
    const last = Math.abs(n) % 100;
    if (!whole || n === 0 || (last >= 1 && last <= 19)) return 'few';
  }
  return 'other';
}

/**
 * A number as the language writes it: a decimal comma in Italian and Romanian, and no thousands separator (10000,
 * never 10,000, which would read as ten in Italian).
 * @example num('it', 2.5) // '2,5'
 */
export function num(lang: Lang, n: number): string {
  const text = String(n);
  return lang === 'en' ? text : text.replace('.', ',');
}

/**
 * A count with its noun in the form it takes.
 * @example count('ro', 20, { one: 'masă', few: 'mese', other: 'de mese' }) // '20 de mese'
 */
export function count(lang: Lang, n: number, noun: Noun): string {
  const form = pluralForm(lang, n);
  return `${num(lang, n)} ${form === 'few' ? (noun.few ?? noun.other) : noun[form]}`;
}

const AND: Record<Lang, string> = { en: 'and', it: 'e', ro: 'și' };

/**
 * Items joined as a sentence lists them.
 * @example list('ro', ['A', 'B', 'C']) // 'A, B și C'
 */
export function list(lang: Lang, items: readonly string[]): string {
  return joinedBy(AND[lang], items);
}

const OR: Record<Lang, string> = { en: 'or', it: 'o', ro: 'sau' };

/**
 * Alternatives joined as a sentence offers them, with the language's word for "or".
 * @example alternatives('it', ['mean', 'sum', 'pooled']) // 'mean, sum o pooled'
 */
export function alternatives(lang: Lang, items: readonly unknown[]): string {
  return joinedBy(OR[lang], items.map(String));
}

function joinedBy(last: string, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

const QUOTES: Record<Lang, [string, string]> = { en: ['"', '"'], it: ['“', '”'], ro: ['„', '”'] };

/**
 * A text in the language's quotation marks: "…" in English, “…” in Italian, „…” in Romanian (SPEC §11.6).
 * @example quote('ro', 'drop') // '„drop”'
 */
export function quote(lang: Lang, text: string): string {
  return `${QUOTES[lang][0]}${text}${QUOTES[lang][1]}`;
}

/**
 * A value as a message shows it (`showCell`: a text in JSON's quotes, anything else as written) in the language's
 * quotation marks; a value shown without quotes (a number, a date) stays as it is.
 * @example quoted('it', '"Playoff"') // '“Playoff”'
 */
export function quoted(lang: Lang, value: unknown): string {
  // a message's parameters reach its words rendered (a quoted message is text by then, a fraction its digits), so a
  // value is shown as its text
  const shown = String(value);
  if (lang === 'en' || !/^".*"$/s.test(shown)) return shown;
  try {
    return quote(lang, JSON.parse(shown) as string);
  } catch {
    return shown;
  }
}

/**
 * A number already written as text (a cell's value, shown) as the language writes it: the decimal point a comma in
 * Italian and Romanian; any other text stays as it is.
 * @example decimals('ro', '2.5') // '2,5'
 */
export function decimals(lang: Lang, value: unknown): string {
  // (a fraction render passes on already has its comma: it is left as it is)
  const text = String(value);
  return lang === 'en' ? text : text.replace(/^(-?\d+)\.(\d+)$/, '$1,$2');
}
