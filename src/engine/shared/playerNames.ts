import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import { fold } from './text';

/** Names that differ only in case or accents: likely one player typed two ways, reported rather than merged. */
export function likelyTypos(names: Iterable<string>): Said[] {
  const byFold = new Map<string, string[]>();
  for (const name of names) {
    const key = fold(name);
    const seen = byFold.get(key);
    if (!seen) byFold.set(key, [name]);
    else if (!seen.includes(name)) seen.push(name);
  }
  return [...byFold.values()]
    .filter((spellings) => spellings.length > 1)
    .map((spellings) => saySheet('spellings', { names: spellings.map((s) => JSON.stringify(s)) }));
}
