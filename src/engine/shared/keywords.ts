import { type Cell, showCell } from './cells';
import { Breach } from './problems';
import { fold } from './text';

/** A keyword argument (`caught`, `tax`, `monk`): its canonical word from the words organizers may type. */
export function readKeyword<K extends string>(value: Cell, noun: string, words: Record<K, readonly string[]>): K {
  const typed = fold(String(value ?? ''));
  const found = (Object.keys(words) as K[]).find((k) => fold(k) === typed || words[k].some((w) => fold(w) === typed));
  if (found === undefined) throw new Breach(`${noun} ${showCell(value)} is not one of ${Object.keys(words).join(', ')}`);
  return found;
}
