import type { Lang } from './lang';

/**
 * One message in every language Podium speaks, beside an example of its parameters. The parameters' type is read from
 * the example, so each language is checked against it: a language left out, or a parameter misspelt in one of them,
 * does not compile; the catalogue's test renders every example and checks that no language drops a value.
 */
export interface Entry<P> {
  example: P;
  en: (p: P) => string;
  it: (p: P) => string;
  ro: (p: P) => string;
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

/** What the engine says: a message's id and its parameters, rendered by an adapter in the reader's language. */
export interface Said<Id extends string = string, P = unknown> {
  id: Id;
  params: P;
}

/** Text in the reader's language: a message, or a value quoted as it is (a name, a cell's text). */
export type Text = Said | string;

const isSaid = (v: unknown): v is Said => typeof v === 'object' && v !== null && 'id' in v && 'params' in v;

export type Catalog = Readonly<Record<string, object>>;

/** Renders a message from `catalog` in `lang`; a plain string is a value and stays as it is. */
export function renderIn(catalog: Catalog, text: Text, lang: Lang): string {
  if (typeof text === 'string') return text;
  const entry = catalog[text.id] as unknown as Entry<unknown> | undefined;
  if (!entry) throw new Error(`no message ${text.id}`);
  // a message quoted inside another (a breach and the system that needs it, a list of places) is rendered first, in
  // the same language
  const inner = (v: unknown) => (isSaid(v) ? renderIn(catalog, v, lang) : v);
  const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(inner) : inner(v)]));
  return entry[lang](params);
}
