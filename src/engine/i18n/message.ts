import { num } from './format';
import type { Lang } from './lang';
import type { Label } from './words';

/**
 * One message in every language Podium speaks, beside an example of its parameters. The parameters' type is read from
 * the example, so each language is checked against it: a language left out, or a parameter misspelt in one of them,
 * does not compile; the catalogues' test renders every example and checks that no language drops a value.
 */
export interface Entry<P> {
  example: P;
  // methods, so that a message of any parameters is a Said of unknown ones (they are bivariant in their parameter)
  en(p: P): string;
  it(p: P): string;
  ro(p: P): string;
}

/**
 * A message entry, its parameters' type taken from the example alone.
 * @example message({ example: { centres: 35 }, en: (p) => `${p.centres} centres`, it: (p) => `${p.centres} centri`, ro: (p) => `${p.centres} centre` })
 */
export function message<P>(entry: {
  example: P;
  en: (p: NoInfer<P>) => string;
  it: (p: NoInfer<P>) => string;
  ro: (p: NoInfer<P>) => string;
}): Entry<P> {
  return entry;
}

/**
 * What the engine says: a message's id and its parameters, and its words in every language, carried by value (as
 * date-fns passes a locale in), so that rendering needs no catalogue and this folder imports none. The id names the
 * message in tests and in the proofreading file; the words say it.
 */
export interface Said<Id extends string = string, P = unknown> {
  id: Id;
  params: P;
  words: Entry<P>;
}

/** Text in the reader's language: a message, or a value quoted as it is (a name, a cell's text). */
export type Text = Said | string;

/** A folder's messages by id: its catalogue. */
// biome-ignore lint/suspicious/noExplicitAny: a catalogue holds entries of every parameter type
export type Catalog = Readonly<Record<string, Entry<any>>>;

export type ParamsOf<E> = E extends Entry<infer P> ? P : never;

/** Whether a value is a message (rather than a plain string, a number or a label). */
export const isSaid = (v: unknown): v is Said => typeof v === 'object' && v !== null && 'words' in v && 'params' in v;

/**
 * The `say` of a folder: a message of its catalogue by id, with its parameters (checked against the entry's example)
 * and its words. Each folder makes its own from its own catalogue; nothing gathers them here.
 * @example const say = sayer(CATAN_MESSAGES); say('tooManyPoints', { points: 12 })
 */
export function sayer<C extends Catalog>(catalog: C) {
  return <Id extends keyof C & string>(
    id: Id,
    ...params: Record<string, never> extends ParamsOf<C[Id]> ? [ParamsOf<C[Id]>?] : [ParamsOf<C[Id]>]
  ): Said<Id, ParamsOf<C[Id]>> => ({ id, params: (params[0] ?? {}) as ParamsOf<C[Id]>, words: catalog[id] });
}

/**
 * A fraction as `lang` writes it in a sentence (`2,5` in Italian and Romanian), still a number to count and compare
 * with: a sentence that quotes it needs no format of its own, and the plural forms read it as the fraction it is.
 */
function spoken(n: number, lang: Lang): number {
  if (lang === 'en' || Number.isInteger(n)) return n;
  return Object.assign(new Number(n), { toString: () => num(lang, n) }) as unknown as number;
}

/**
 * Text in `lang`: a message in its own words, a plain string as it is. A message quoted inside another (a breach and
 * the system that needs it, a list of places) is rendered first, in the same language, and a fraction is written
 * with the language's decimal comma.
 * @example render(say('centresOnBoard', { centres: 35 }), 'it')
 */
export function render(text: Text | Label, lang: Lang = 'en'): string {
  if (typeof text === 'string') return text;
  if (!isSaid(text)) return text[lang];
  const inner = (v: unknown) => (isSaid(v) ? render(v, lang) : typeof v === 'number' ? spoken(v, lang) : v);
  const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(inner) : inner(v)]));
  return text.words[lang](params);
}
