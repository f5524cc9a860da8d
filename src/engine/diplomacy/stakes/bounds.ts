import type { Fraction } from '../../shared/fraction';
import type { Bounded } from '../../shared/stakes/answer';
import type { Tournament } from '../../shared/tournament';
import type { DiplomacySettings } from '../settings';
import { countedPoints, type DiplomacyKey, type DiplomacyStanding } from '../standings';
import { gameExtremes } from './extremes';

type Range = { lo: Fraction; hi: Fraction };
const lower = (a: Fraction, b: Fraction) => (a.compare(b) <= 0 ? a : b);
const higher = (a: Fraction, b: Fraction) => (a.compare(b) >= 0 ? a : b);

/**
 * Each player's total once the open boards are scored, bounded (docs/stakes.md#what-is-exact): every open game
 * scores between the system's least and most, a round counts one game (a doubler's better one, whose points lie
 * between the least and the most of the round's two), and the total adds the rounds by the `count` rule. The total
 * never falls as a round's points rise, so the bounds are the totals of the rounds' bounds. A player at one open board,
 * with nothing else that round, can name a solo: the total with that game between the system's solo scores.
 */
export function boardBounds(t: Tournament<DiplomacyKey>, ranked: readonly DiplomacyStanding[], settings: DiplomacySettings): Bounded[] {
  const extremes = gameExtremes(settings);
  const rounds = new Map<string, Map<string, Range>>();
  const roundsOf = (player: string) => rounds.get(player) ?? (rounds.set(player, new Map()).get(player) as Map<string, Range>);
  for (const s of ranked) for (const g of s.games) roundsOf(s.player).set(g.round, { lo: g.game.points, hi: g.game.points });
  const open = new Map<string, Map<string, number>>();
  for (const board of t.waiting)
    for (const { player } of board.entries) {
      const played = roundsOf(player);
      const seen = played.get(board.round);
      played.set(
        board.round,
        seen ? { lo: lower(seen.lo, extremes.lo), hi: higher(seen.hi, extremes.hi) } : { lo: extremes.lo, hi: extremes.hi },
      );
      const boards = open.get(player) ?? new Map<string, number>();
      boards.set(board.round, (boards.get(board.round) ?? 0) + 1);
      open.set(player, boards);
    }
  const scored = new Map(ranked.map((s) => [s.player, new Set(s.games.map((g) => g.round))]));
  const total = (ranges: Range[], side: keyof Range) =>
    countedPoints(
      ranges.map((r) => r[side]),
      settings.count,
    );
  return [...open].map(([player, boards]) => {
    const ranges = [...roundsOf(player).values()];
    const [round, count] = boards.size === 1 ? [...boards][0] : ['', 0];
    const soloAt = count === 1 && !scored.get(player)?.has(round) ? round : undefined;
    const withSolo = (side: 'soloLo' | 'soloHi') =>
      total(
        [...roundsOf(player)].map(([r, range]) => (r === soloAt ? { lo: extremes[side], hi: extremes[side] } : range)),
        side === 'soloLo' ? 'lo' : 'hi',
      );
    return {
      player,
      lo: total(ranges, 'lo'),
      hi: total(ranges, 'hi'),
      options: soloAt === undefined ? [] : [{ result: 0, lo: withSolo('soloLo'), hi: withSolo('soloHi') }],
    };
  });
}
