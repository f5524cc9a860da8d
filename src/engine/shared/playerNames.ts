import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import { say } from './messages';
import { fold } from './text';

/** Names that differ only in case or accents: each group's spellings as written, in the order first met. */
function spellingGroups(names: Iterable<string>): string[][] {
  const byFold = new Map<string, string[]>();
  for (const name of names) {
    const key = fold(name);
    const seen = byFold.get(key);
    if (!seen) byFold.set(key, [name]);
    else if (!seen.includes(name)) seen.push(name);
  }
  return [...byFold.values()].filter((spellings) => spellings.length > 1);
}

/** Names that differ only in case or accents, in JSON's quotes: likely one player typed two ways, reported rather than merged. */
const spelledTwoWays = (spellings: readonly string[]): Said => saySheet('spellings', { names: spellings.map((s) => JSON.stringify(s)) });

/** Names that differ only in case or accents: likely one player typed two ways, reported rather than merged. */
export function likelyTypos(names: Iterable<string>): Said[] {
  return spellingGroups(names).map(spelledTwoWays);
}

/** A name's initial and surname, folded, when it is `F. Viola`; its first name's initial and surname when it is `Franca Viola`. */
function initialKey(name: string): { key: string; initial: boolean } | undefined {
  const space = name.indexOf(' ');
  if (space < 1) return undefined;
  const first = name.slice(0, space);
  const key = `${fold(first.charAt(0))} ${fold(name.slice(space + 1))}`;
  if (/^\p{L}\.?$/u.test(first)) return { key, initial: true };
  return /^\p{L}/u.test(first) ? { key, initial: false } : undefined;
}

/**
 * The warnings a list of players calls for (docs/circuits.md#names), as messages: names that differ only in case or
 * accents, and an initial beside a first name with the same surname (`F. Viola`, `Franca Viola`); never a merge.
 */
export function nameWarnings(names: Iterable<string>): Said[] {
  const list = [...names];
  const initials = new Map<string, string[]>();
  const full = new Map<string, string[]>();
  for (const name of list) {
    const k = initialKey(name);
    if (!k) continue;
    const into = k.initial ? initials : full;
    into.set(k.key, [...(into.get(k.key) ?? []), name]);
  }
  const pairs = [...initials].flatMap(([key, shorts]) =>
    shorts.flatMap((initial) => (full.get(key) ?? []).map((name) => ({ initial, name }))),
  );
  return [...spellingGroups(list).map(spelledTwoWays), ...pairs.map((pair) => say('initialAndName', pair))];
}
