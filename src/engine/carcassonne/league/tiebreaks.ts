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

function amongThem(s: Standing, group: ReadonlySet<string>): Among {
  const met: Meeting[] = s.results.filter((r) => group.has(r.opponent));
  return {
    wins: Fraction.sum(met.map((r) => r.result)),
    difference: met.reduce((n, r) => n + r.won - r.lost, 0),
    won: met.reduce((n, r) => n + r.won, 0),
    points: met.reduce((n, r) => n + r.scored - r.conceded, 0),
  };
}

/**
 * A step among the players still equal on the steps before it: each group of them is fixed first, so the step is
 * applied once (a group it leaves equal is not split again by it); `compare` orders two players by what each did in
 * the matches against the others of the group.
 */
function amongTied(name: TieBreak<Standing>['name'], compare: (a: Among, b: Among) => number): TieBreak<Standing> {
  return {
    name,
    among: (players: readonly Standing[], before: Criterion<Standing>[]) => {
      const of = new Map<Standing, Among>();
      for (const group of finishingGroups(players, compareBy(before))) {
        const names = new Set(group.map((s) => s.player));
        for (const s of group) of.set(s, amongThem(s, names));
      }
      return (a, b) => compare(of.get(a) as Among, of.get(b) as Among);
    },
  };
}

/** Those with a Lot first, lower first; those without share their place (docs/leagues.md#tie-breaks). */
function byLot(a: Standing, b: Standing): number {
  const [x, y] = [a.league.lot, b.league.lot];
  if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
  return x - y;
}

/**
 * The steps, each written once as data (docs/leagues.md#tie-breaks): `h2h` the round-robins' "tie-breakers 1–3
 * applied only among the tied players", `h2h-points` their "difference in points scored" in those matches.
 */
export function leagueTiebreaks(settings: { buchholz: Buchholz }) {
  return {
    'game-difference': higher<Standing>(
      LEAGUE_LABELS.gameDifference,
      LEAGUE_LABELS.gameDifferenceStep,
      (s) => s.league.gamesWon - s.league.gamesLost,
    ),
    'games-won': higher<Standing>(LEAGUE_LABELS.gamesWon, LEAGUE_LABELS.gamesWonStep, (s) => s.league.gamesWon),
    omw: higher<Standing>(LEAGUE_LABELS.omw, LEAGUE_LABELS.omwStep, (s) => s.league.omw),
    ogd: higher<Standing>(LEAGUE_LABELS.ogd, LEAGUE_LABELS.ogdStep, (s) => s.league.ogd),
    ogw: higher<Standing>(LEAGUE_LABELS.ogw, LEAGUE_LABELS.ogwStep, (s) => s.league.ogw),
    'buchholz-distinct': higher<Standing>(
      LEAGUE_LABELS.buchholzDistinct,
      LEAGUE_LABELS.buchholzDistinctStep,
      (s) => s.league.buchholzDistinct[settings.buchholz],
    ),
    h2h: amongTied(LEAGUE_LABELS.h2h, (a, b) => b.wins.compare(a.wins) || b.difference - a.difference || b.won - a.won),
    'h2h-points': amongTied(LEAGUE_LABELS.h2hPoints, (a, b) => b.points - a.points),
    lot: { name: LEAGUE_LABELS.lotStep, compare: byLot },
  } satisfies Record<LeagueStep, TieBreak<Standing>>;
}
