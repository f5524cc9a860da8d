import type { Fraction } from '../../shared/fraction';
import type { Bounded } from '../../shared/stakes/answer';
import type { Sitting, Tournament } from '../../shared/tournament';
import type { DiplomacySettings } from '../settings';
import type { DiplomacyKey, DiplomacyStanding } from '../standing';
import { countedPoints } from '../standings';
import { type GameExtremes, gameExtremes } from './extremes';

type Range = { lo: Fraction; hi: Fraction };
const lower = (a: Fraction, b: Fraction) => (a.compare(b) <= 0 ? a : b);
const higher = (a: Fraction, b: Fraction) => (a.compare(b) >= 0 ? a : b);

/**
 * One player's total with each open game between `lo` and `hi` (`side` picks the end): a round counts one game (a
 * doubler's better one, whose points lie between the least and the most of the round's two), and the total adds the
 * rounds by the `count` rule. The total never falls as a round's points rise, so the totals of the ends bound it.
 */
function total(scored: Map<string, Fraction>, open: readonly string[], game: Range, side: keyof Range, count: string): Fraction {
  const rounds = new Map<string, Range>([...scored].map(([round, points]) => [round, { lo: points, hi: points }]));
  for (const round of open) {
    const seen = rounds.get(round);
    rounds.set(round, seen ? { lo: lower(seen.lo, game.lo), hi: higher(seen.hi, game.hi) } : game);
  }
  return countedPoints(
    [...rounds.values()].map((r) => r[side]),
    count,
  );
}

/** A player at one open board: their bounds, the most without winning there, and the total a solo would leave them. */
function oneBoard(player: string, scored: Map<string, Fraction>, round: string, e: GameExtremes, count: string): Bounded {
  const at = (game: Range, side: keyof Range) => total(scored, [round], game, side, count);
  const any = { lo: e.lo, hi: e.hi };
  const solo = { lo: e.soloLo, hi: e.soloHi };
  return {
    player,
    lo: at(any, 'lo'),
    hi: at(any, 'hi'),
    plain: at({ lo: e.lo, hi: e.plainHi }, 'hi'),
    // on a board of the round that has no other game of theirs: a solo (the others there lose), or a place by
    // centres or better (result r for the r-th place), whose game scores at least the least that place gives
    options: scored.has(round)
      ? []
      : [
          { result: 0, lo: at(solo, 'lo'), hi: at(solo, 'hi'), alone: true },
          ...e.placeLo.map((least, r) => ({ result: r + 1, lo: at({ lo: least, hi: e.hi }, 'lo'), hi: at(any, 'hi') })),
        ],
  };
}

/**
 * Each player's total once the open boards are scored, bounded (docs/stakes.md#what-is-exact), board by board: at most
 * one player of a board ends above the most a game without a win can give them. A player at two open boards (a
 * doubler, or a board of an earlier round left open) is bounded alone, outside the boards' groups.
 */
export function boardBounds(t: Tournament<DiplomacyKey>, ranked: readonly DiplomacyStanding[], settings: DiplomacySettings): Bounded[][] {
  const e = gameExtremes(settings);
  const scored = new Map(ranked.map((s) => [s.player, new Map(s.games.map((g) => [g.round, g.game.points]))]));
  const scoredOf = (player: string) => scored.get(player) ?? new Map<string, Fraction>();
  const boardsOf = new Map<string, Sitting<DiplomacyKey>[]>();
  for (const board of t.waiting) for (const { player } of board.entries) boardsOf.set(player, [...(boardsOf.get(player) ?? []), board]);
  const several = [...boardsOf].filter(([, boards]) => boards.length > 1);
  const alone: Bounded[] = several.map(([player, boards]) => {
    const rounds = boards.map((b) => b.round);
    const any = { lo: e.lo, hi: e.hi };
    return {
      player,
      lo: total(scoredOf(player), rounds, any, 'lo', settings.count),
      hi: total(scoredOf(player), rounds, any, 'hi', settings.count),
      options: [],
    };
  });
  const groups = t.waiting.map((board) =>
    board.entries
      .filter((x) => (boardsOf.get(x.player)?.length ?? 0) === 1)
      .map((x) => oneBoard(x.player, scoredOf(x.player), board.round, e, settings.count)),
  );
  return [...groups.filter((g) => g.length), ...(alone.length ? [alone] : [])];
}
