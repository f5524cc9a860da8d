import { Fraction } from '../fraction';
import type { Outcome, Unit } from './field';

/** One unscored table or board: its players (indexes into the field) and every outcome its rules allow. */
export interface OpenTable {
  players: number[];
  outcomes: Outcome[];
}

/** The most combinations a group of linked tables is searched through exactly; beyond it, each player's bounds. */
export const EXACT_LIMIT = 20_000;

/** The outcomes, each distinct one once (two patterns that give the same figures and results are one outcome). */
function distinct(outcomes: Outcome[]): Outcome[] {
  const seen = new Map<string, Outcome>();
  for (const o of outcomes) seen.set(`${o.gains.join(',')}|${o.results.join(',')}`, o);
  return [...seen.values()];
}

/** Tables that share a player, gathered: a player at two unscored tables links them (an earlier round left unscored). */
function linked(tables: OpenTable[]): OpenTable[][] {
  const groupOf = new Map<number, number>();
  const groups: OpenTable[][] = [];
  for (const t of tables) {
    const met = [...new Set(t.players.map((p) => groupOf.get(p)).filter((g): g is number => g !== undefined))];
    const into = met.length ? met[0] : groups.push([]) - 1;
    for (const g of met.slice(1)) {
      groups[into].push(...groups[g]);
      for (const o of groups[g]) for (const p of o.players) groupOf.set(p, into);
      groups[g] = [];
    }
    groups[into].push(t);
    for (const p of t.players) groupOf.set(p, into);
  }
  return groups.filter((g) => g.length);
}

/**
 * The field's units (docs/stakes.md#what-is-exact): a table alone is exact; tables linked by a player are combined
 * outcome by outcome while the combinations stay few, otherwise each of their players is bounded by the sums of their
 * least and greatest gains (sound: Best never worse, Worst never better than the truth).
 */
export function unitsOf(tables: OpenTable[], base: readonly Fraction[]): Unit[] {
  return linked(tables).map((group): Unit => {
    if (group.length === 1) return { kind: 'exact', players: group[0].players, outcomes: distinct(group[0].outcomes) };
    const players = [...new Set(group.flatMap((t) => t.players))];
    const combinations = group.reduce((n, t) => n * t.outcomes.length, 1);
    if (combinations <= EXACT_LIMIT) {
      let outcomes: Outcome[] = [{ gains: players.map(() => Fraction.ZERO), results: players.map(() => undefined) }];
      const tablesOf = players.map((p) => group.filter((t) => t.players.includes(p)).length);
      for (const t of group)
        outcomes = distinct(
          outcomes.flatMap((o) =>
            t.outcomes.map((x) => ({
              gains: o.gains.map((g, k) => {
                const at = t.players.indexOf(players[k]);
                return at < 0 ? g : g.add(x.gains[at]);
              }),
              results: o.results.map((r, k) => {
                const at = t.players.indexOf(players[k]);
                return at < 0 || tablesOf[k] > 1 ? r : x.results[at];
              }),
            })),
          ),
        );
      return { kind: 'exact', players, outcomes };
    }
    const extreme = (pick: (a: Fraction, b: Fraction) => Fraction) =>
      players.map((p) =>
        group
          .filter((t) => t.players.includes(p))
          .reduce((sum, t) => {
            const at = t.players.indexOf(p);
            return sum.add(t.outcomes.map((o) => o.gains[at]).reduce(pick));
          }, base[p]),
      );
    return {
      kind: 'bounds',
      players,
      lo: extreme((a, b) => (a.compare(b) <= 0 ? a : b)),
      hi: extreme((a, b) => (a.compare(b) >= 0 ? a : b)),
    };
  });
}
