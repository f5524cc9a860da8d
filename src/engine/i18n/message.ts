import { num } from './format';
import type { Lang } from './lang';
import { isLabel, type Label } from './words';

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

/** Whether a value is a message (rather than a cell's own value, a name, a label). */
export const isSaid = (v: unknown): v is Said =>
  typeof v === 'object' && v !== null && (v as Said).words !== undefined && (v as Said).params !== undefined;

/**
 * What the engine hands an adapter where a reader will read it: a value of its own (a number, a name, a date), or words
 * (a label, a message) that the adapter renders in its reader's language (docs/architecture.md#words-at-the-edge).
 * @example const cell: Shown<number> = SHARED_LABELS.champion
 */
export type Shown<V> = V | Label | Said;

/**
 * The `say` of a folder: a message of its catalogue by id, with its parameters (checked against the entry's example)
 * and its words. Each folder makes its own from its own catalogue; nothing gathers them here.
 * @example const say = sayer(CATAN_MESSAGES); say('tooManyPoints', { points: 12 })
 */
export function sayer<C extends Catalog>(catalog: C) {
  // (no rest parameter at run time: a standings call says a message for every table it reads)
  const say = (id: string, params?: unknown): Said => ({ id, params: params ?? {}, words: catalog[id] });
  return say as <Id extends keyof C & string>(
    id: Id,
    ...params: Record<string, never> extends ParamsOf<C[Id]> ? [ParamsOf<C[Id]>?] : [ParamsOf<C[Id]>]
  ) => Said<Id, ParamsOf<C[Id]>>;
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
  const words = (text as Said).words;
  if (words === undefined) return (text as Label)[lang];
  return words[lang](renderedParams(((text as Said).params ?? {}) as Record<string, unknown>, lang));
}

/** A parameter as the words receive it: a message or a label rendered, a fraction spoken; anything else as it is. */
function renderedParam(v: unknown, lang: Lang): unknown {
  if (typeof v === 'number') return spoken(v, lang);
  // a text, a flag, nothing: as it is; only an object may be words
  if (typeof v !== 'object' || v === null) return v;
  return isSaid(v) || isLabel(v) ? render(v, lang) : v;
}

/**
 * A message's parameters as its words receive them, each list item too. The parameters themselves when nothing needs
 * rendering (names, whole numbers: most messages, and a standings' thousands of warnings), so that no copy is made.
 */
function renderedParams(params: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(params);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const v = params[k];
    const shown = Array.isArray(v) ? renderedList(v, lang) : renderedParam(v, lang);
    if (shown === v) continue;
    out ??= { ...params };
    out[k] = shown;
  }
  return out ?? params;
}

function renderedList(list: readonly unknown[], lang: Lang): readonly unknown[] {
  let out: unknown[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const shown = renderedParam(list[i], lang);
    if (shown === list[i]) continue;
    out ??= [...list];
    out[i] = shown;
  }
  return out ?? list;
}

/**
 * A value as `lang` shows it: words (a label, a message) rendered, any other value as it is: what an adapter does to
 * each cell the engine hands it.
 * @example shownIn(SHARED_LABELS.champion, 'it') // '1ª posizione'; shownIn(12, 'it') // 12
 */
export function shownIn<V>(value: Shown<V>, lang: Lang): V | string {
  return isSaid(value) || isLabel(value) ? render(value, lang) : value;
}

/**
 * Rows of values as `lang` shows them: what an adapter writes of a table the engine hands it. A row without words is
 * kept as it is (a standings' thousands of rows of numbers and names), one with words copied with them rendered.
 */
export function rowsIn<V>(rows: readonly (readonly Shown<V>[])[], lang: Lang): (V | string)[][] {
  const out: (V | string)[][] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as (V | string)[];
    let copy: (V | string)[] | undefined;
    for (let j = 0; j < row.length; j++) {
      const v = row[j];
      // a number, a text, a flag, a blank is shown as it is: only an object may be words
      if (typeof v !== 'object' || v === null || !(isSaid(v) || isLabel(v))) continue;
      copy ??= [...row];
      copy[j] = render(v, lang);
    }
    out[i] = copy ?? row;
  }
  return out;
}

/** Words in every language at once, for a reader whose language is chosen later (the live page's). */
export function inEveryLang(text: Text | Label): Label {
  return { en: render(text, 'en'), it: render(text, 'it'), ro: render(text, 'ro') };
}

/** Whether any value of these rows is words: a reader's language is looked up only when there is something to say. */
export function holdsWords(rows: readonly (readonly unknown[])[]): boolean {
  for (const row of rows) for (const v of row) if (typeof v === 'object' && v !== null && (isSaid(v) || isLabel(v))) return true;
  return false;
}
