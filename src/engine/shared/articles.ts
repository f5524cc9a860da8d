/**
 * The articles a name may start with where a sentence wrote it (`the final`, `la finale`, `le semifinali`, `un drum`,
 * `o mănăstire`): a stage or a feature is read with one or without. Folded, as the readers compare; Italian's elided
 * articles (`l'`, `un'`) are joined to the word.
 */
const ARTICLES = new Set(['the', 'a', 'an', 'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', 'o']);
const ELIDED = /^(?:l|un)['’]\s*/;

/** A folded name without the article it starts with, if it starts with one and goes on after it. */
export function withoutArticle(folded: string): string {
  const elided = folded.replace(ELIDED, '');
  if (elided !== folded) return elided;
  const space = folded.indexOf(' ');
  return space > 0 && ARTICLES.has(folded.slice(0, space)) ? folded.slice(space + 1) : folded;
}
