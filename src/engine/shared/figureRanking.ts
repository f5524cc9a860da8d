import type { Label } from '../i18n/words';
import { rankBy, rankLabel } from './ranking';
import { sortByName } from './text';

/**
 * Players ranked by one figure, better first (a circuit's points, a rating, an Elo): players it does not separate
 * share the rank (`=3`) and are listed by name (docs/circuits.md). Those `unranked` says (a circuit's `min-events=`)
 * come after them, in the same order, with a blank rank.
 */
export function rankedByFigure<T extends { player: string }>(
  items: readonly T[],
  name: Label,
  better: (a: T, b: T) => number,
  unranked: (item: T) => boolean = () => false,
): { item: T; rank: string | number }[] {
  const byName = sortByName([...items], (t) => t.player);
  const ranked = rankBy(
    byName.filter((t) => !unranked(t)),
    [{ name, compare: better }],
  ).map((r) => ({ item: r.item, rank: rankLabel(r) }));
  const below = byName.filter(unranked).sort(better);
  return [...ranked, ...below.map((item) => ({ item, rank: '' }))];
}

/**
 * A rating as ranking compares it: to 1e-9, so that two players with the same history, whose ratings floating point
 * may leave a last bit apart, share their rank (docs/circuits.md#ratings).
 */
export const ratingKey = (rating: number) => Math.round(rating * 1e9);
