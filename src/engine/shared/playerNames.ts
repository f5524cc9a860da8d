import { fold } from './text';

/** Names that differ only in case or accents: likely one player typed two ways, reported rather than merged. */
export function likelyTypos(names: Iterable<string>): string[] {
  const byFold = new Map<string, string[]>();
  for (const name of names) {
    const key = fold(name);
    const seen = byFold.get(key);
    if (!seen) byFold.set(key, [name]);
    else if (!seen.includes(name)) seen.push(name);
  }
  return [...byFold.values()]
    .filter((spellings) => spellings.length > 1)
    .map(
      (spellings) =>
        `${spellings.map((s) => JSON.stringify(s)).join(' and ')} differ only in case or accents; if they are one player, spell the name the same way`,
    );
}
