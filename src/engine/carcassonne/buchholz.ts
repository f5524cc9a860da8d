import { Fraction } from '../shared/fraction';
import type { CarcassonneStanding } from './standing';

type Standing = CarcassonneStanding;

/** Buchholz: the opponents' final wins, one contribution per game and 0 per bye, less the cut of each variant. */
export function buchholz(contributions: Fraction[]): Standing['buchholz'] {
  const sorted = contributions.sort((a, b) => a.compare(b));
  const full = Fraction.sum(sorted);
  if (sorted.length < 2) return { cut1: sorted.length ? full.sub(sorted[0]) : full, full, median: Fraction.ZERO };
  const cut1 = full.sub(sorted[0]);
  return { cut1, full, median: cut1.sub(sorted[sorted.length - 1]) };
}

export const NO_BUCHHOLZ: Standing['buchholz'] = { cut1: Fraction.ZERO, full: Fraction.ZERO, median: Fraction.ZERO };

/**
 * Each player's Buchholz and Sonneborn-Berger, once every player's wins are known: one contribution per duel (per
 * match in match mode) and 0 per bye (docs/carcassonne.md#tournament-standings, docs/formats.md).
 */
export function withOpponentFigures(standings: Standing[]): void {
  const wins = new Map(standings.map((s) => [s.player, s.points]));
  for (const s of standings) {
    const contributions = [...s.results.map((r) => wins.get(r.opponent) as Fraction), ...Array(s.byes).fill(Fraction.ZERO)];
    s.buchholz = buchholz(contributions);
    s.sonnebornBerger = Fraction.sum(s.results.map((r) => r.result.mul(wins.get(r.opponent) as Fraction)));
  }
}
