import type { Lang } from './lang';

/** A word of the standings in Italian and Romanian; its English form is its id. */
export interface Words {
  it: string;
  ro: string;
}

/**
 * A folder's words, their English forms as ids, kept as literal keys so that the list of every label is a type.
 * @example words({ Rank: { it: 'Pos.', ro: 'Loc' } })
 */
export const words = <const T extends Record<string, Words>>(table: T): T => table;

/** A name that is the same in every language: a scoring system's (`Carnage 2023`). */
export type Proper = string & { readonly proper: true };
export const proper = (name: string) => name as Proper;

/**
 * A word of a table in the reader's language; English, or a text the table does not hold (a name, a line already
 * told), stays as it is.
 * @example wordIn(SETTING_WORDS, 'it', 'Scoring system') // 'Sistema di punteggio'
 */
export function wordIn(table: Readonly<Record<string, Words>>, lang: Lang, text: string): string {
  // an own entry only: `constructor` is not a word (read by descriptor, so that this floor needs no helper from above)
  const own = Object.getOwnPropertyDescriptor(table, text)?.value as Words | undefined;
  return lang !== 'en' && own ? own[lang] : text;
}
