import type { Arg } from './cells';
import type { Ranked } from './ranking';
import { readRoster } from './seating/roster';
import type { Standings } from './standings';
import { compareNames } from './text';

/**
 * The standings with the roster's players who have no result yet (SPEC §17.3, docs/leagues.md#registered-players-with-no-match):
 * listed after those who played, in name order, unranked (Rank blank), each with the record of a player who played
 * nothing (`none`), so that every figure reads 0.
 */
export function withRosterPlayers<T>(fn: string, standings: Standings<T>, roster: Arg, none: (player: string) => T): Standings<T> {
  const played = new Set(standings.ranked.map((r) => standings.name(r.item)));
  const waiting = readRoster(fn, roster, false)
    .entries.map((e) => e.player)
    .filter((player) => !played.has(player))
    .sort(compareNames);
  const after = standings.ranked.length + 1;
  const listed: Ranked<T>[] = waiting.map((player) => ({ item: none(player), rank: after, shared: false, unranked: true }));
  return { ...standings, ranked: [...standings.ranked, ...listed] };
}
