import { Fraction } from '../../shared/fraction';
import { type Criterion, compareBy, finishingGroups } from '../../shared/ranking';
import { higher, type TieBreak } from '../../shared/tiebreaks';
import type { Buchholz, CarcassonneStanding, Meeting } from '../standing';
import { LEAGUE_LABELS } from './labels';

type Standing = CarcassonneStanding;

/** The online leagues' tie-breaks (docs/leagues.md#tie-breaks), ids of `tiebreak=` in duel and match mode. */
export const LEAGUE_STEPS = ['game-difference', 'games-won', 'omw', 'ogd', 'ogw', 'buchholz-distinct', 'h2h', 'h2h-points', 'lot'] as const;
export type LeagueStep = (typeof LEAGUE_STEPS)[number];

/** What the tied players did in the matches between them: wins, game difference, games won, and the points' difference. */
interface Among {
  wins: Fraction;
  difference: number;
  won: number;
  points: number;
}

function amongThem(met: readonly Meeting[]): Among {
  return {
    wins: Fraction.sum(met.map((r) => r.result)),
    difference: met.reduce((n, r) => n + r.won - r.lost, 0),
    won: met.reduce((n, r) => n + r.won, 0),
    points: met.reduce((n, r) => n + r.scored - r.conceded, 0),
  };
}

/** Who a step among the tied compares: a player or a team, by its name, and its meetings with its opponents by theirs. */
export interface Side<T, M extends { opponent: string }> {
  name(item: T): string;
  meetings(item: T): readonly M[];
}

/**
 * A step among those still equal on the steps before it (players, or teams): each group of them is fixed first, so the
 * step is applied once (a group it leaves equal is not split again by it); `sum` adds up what each did in the meetings
 * against the others of its group, and `compare` orders two by those sums.
 */
export function amongTied<T, M extends { opponent: string }, A>(
  name: TieBreak<T>['name'],
  side: Side<T, M>,
  sum: (met: readonly M[]) => A,
  compare: (a: A, b: A) => number,
): TieBreak<T> {
  return {
    name,
    among: (items: readonly T[], before: Criterion<T>[]) => {
      const of = new Map<T, A>();
      for (const group of finishingGroups(items, compareBy(before))) {
        const names = new Set(group.map(side.name));
        for (const s of group) of.set(s, sum(side.meetings(s).filter((m) => names.has(m.opponent))));
      }
      return (a, b) => compare(of.get(a) as A, of.get(b) as A);
    },
  };
}

/** The drawing of lots (docs/leagues.md#tie-breaks): those with a Lot first, lower first; those without share their place. */
export function byLot<T>(lot: (item: T) => number | undefined): TieBreak<T> {
  return {
    name: LEAGUE_LABELS.lotStep,
    compare: (a, b) => {
      const [x, y] = [lot(a), lot(b)];
      if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
      return x - y;
    },
  };
}

/** Game difference and games won, over what `games` counts: a player's games, or a team's in all its duels. */
export function gameSteps<T>(games: (item: T) => { won: number; lost: number }) {
  return {
    'game-difference': higher<T>(LEAGUE_LABELS.gameDifference, LEAGUE_LABELS.gameDifferenceStep, (s) => games(s).won - games(s).lost),
    'games-won': higher<T>(LEAGUE_LABELS.gamesWon, LEAGUE_LABELS.gamesWonStep, (s) => games(s).won),
  };
}

const PLAYER_SIDE: Side<Standing, Meeting> = { name: (s) => s.player, meetings: (s) => s.results };

/**
 * The steps, each written once as data (docs/leagues.md#tie-breaks): `h2h` the round-robins' "tie-breakers 1–3
 * applied only among the tied players", `h2h-points` their "difference in points scored" in those matches.
 */
export function leagueTiebreaks(settings: { buchholz: Buchholz }) {
  return {
    ...gameSteps<Standing>((s) => ({ won: s.league.gamesWon, lost: s.league.gamesLost })),
    omw: higher<Standing>(LEAGUE_LABELS.omw, LEAGUE_LABELS.omwStep, (s) => s.league.omw),
    ogd: higher<Standing>(LEAGUE_LABELS.ogd, LEAGUE_LABELS.ogdStep, (s) => s.league.ogd),
    ogw: higher<Standing>(LEAGUE_LABELS.ogw, LEAGUE_LABELS.ogwStep, (s) => s.league.ogw),
    'buchholz-distinct': higher<Standing>(
      LEAGUE_LABELS.buchholzDistinct,
      LEAGUE_LABELS.buchholzDistinctStep,
      (s) => s.league.buchholzDistinct[settings.buchholz],
    ),
    h2h: amongTied(
      LEAGUE_LABELS.h2h,
      PLAYER_SIDE,
      amongThem,
      (a, b) => b.wins.compare(a.wins) || b.difference - a.difference || b.won - a.won,
    ),
    'h2h-points': amongTied(LEAGUE_LABELS.h2hPoints, PLAYER_SIDE, amongThem, (a, b) => b.points - a.points),
    lot: byLot<Standing>((s) => s.league.lot),
  } satisfies Record<LeagueStep, TieBreak<Standing>>;
}
