import { fold } from '../engine/shared/text';

// Find me as phones type (SPEC §13.7.8): case, accents, typographic apostrophes, quotes and hyphens folded away, the
// words of a name in any order, each a part of one of the name's words; a number finds a table.

/** Apostrophes, quotes and hyphens as phones and names write them: ignored. */
const MARKS = /['’‘´`"“”„«»\-‐‑‒–—]/g;

/** A text as a search reads it: folded, its marks taken out, its words apart. */
export const searchWords = (text: string) => fold(text.replace(MARKS, '')).split(' ').filter(Boolean);

/** The players a search finds: every word typed is part of some word of the name, in any order. */
export function findPlayers(names: readonly string[], query: string): string[] {
  const typed = searchWords(query);
  if (!typed.length) return [];
  return names.filter((n) => {
    const words = searchWords(n);
    return typed.every((t) => words.some((w) => w.includes(t)));
  });
}

/** A table or board a search names: the number typed alone (`12`, ` 12 `). */
export const tableAsked = (query: string): string | undefined => /^\s*(\d{1,4})\s*$/.exec(query)?.[1];
