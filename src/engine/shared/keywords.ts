import type { Text } from '../i18n/message';
import { type Cell, showCell } from './cells';
import { say } from './messages';
import { Breach } from './problems';
import { fold } from './text';

/** A set of keywords (`caught`, `tax`, `monk`): each canonical word with the words organizers may type for it. */
export interface Keywords<K extends string> {
  /** The canonical word a cell names, or a breach listing them. */
  read(value: Cell, noun: Text): K;
}

/** Keywords read in one look-up per cell: every word is folded once, here, not on every row. */
export function keywords<K extends string>(words: Record<K, readonly string[]>): Keywords<K> {
  const byWord = new Map<string, K>();
  for (const k of Object.keys(words) as K[]) for (const w of [k, ...words[k]]) byWord.set(fold(w), k);
  const listed = Object.keys(words).join(', ');
  return {
    read(value, noun) {
      const found = byWord.get(fold(String(value ?? '')));
      if (found === undefined) throw new Breach(say('notAKeyword', { noun, value: showCell(value), known: listed }));
      return found;
    },
  };
}
