import { Fraction } from '../../shared/fraction';
import { higher, type TieBreak, vocabulary } from '../../shared/tiebreaks';
import { LEAGUE_LABELS } from './labels';
import { amongTied, byLot, gameSteps, type Side } from './tiebreaks';

/** A team match against one opponent team, from the team's side: its result as counted, the duels and the games. */
export interface TeamMeeting {
  opponent: string;
  result: Fraction;
  duelsWon: number;
  duelsLost: number;
  gamesWon: number;
  gamesLost: number;
}

/** One team's event (docs/leagues.md#team-events). */
export interface TeamStanding {
  team: string;
  /** Team matches won, a drawn one by `match-draw`. Exact. */
  points: Fraction;
  duelsWon: number;
  duelsLost: number;
  gamesWon: number;
  gamesLost: number;
  /** Team matches played. */
  teamMatches: number;
  results: TeamMeeting[];
  /** The organizers' drawing of lots, when the results give this team one. */
  lot?: number;
}

/** The steps of `tiebreak=` that rank teams (SPEC §17.4); `h2h` and `lot` are 17.2's, between teams. */
export const TEAM_STEPS = ['duel-difference', 'game-difference', 'games-won', 'h2h', 'lot'] as const;
export type TeamStep = (typeof TEAM_STEPS)[number];

/** The chain after team matches won when `tiebreak=` holds no team step: the figures the Team standings show, in order. */
const DEFAULT_TEAM_STEPS: readonly TeamStep[] = ['duel-difference', 'game-difference', 'games-won'];

/** The chain's steps that rank teams, in its order; the default chain when it holds none (a chain of duel mode). */
export function teamSteps(chain: readonly string[]): TeamStep[] {
  const own = chain.filter((id): id is TeamStep => (TEAM_STEPS as readonly string[]).includes(id));
  return own.length ? own : [...DEFAULT_TEAM_STEPS];
}

/** What the tied teams did in the team matches between them: the same figures as the chain's, over those matches only. */
interface Among {
  wins: Fraction;
  duels: number;
  games: number;
  won: number;
}

const amongThem = (met: readonly TeamMeeting[]): Among => ({
  wins: Fraction.sum(met.map((m) => m.result)),
  duels: met.reduce((n, m) => n + m.duelsWon - m.duelsLost, 0),
  games: met.reduce((n, m) => n + m.gamesWon - m.gamesLost, 0),
  won: met.reduce((n, m) => n + m.gamesWon, 0),
});

const TEAM_SIDE: Side<TeamStanding, TeamMeeting> = { name: (t) => t.team, meetings: (t) => t.results };

/** The primary figure: team matches won. */
export const TEAM_WINS = vocabulary({
  'team-wins': higher<TeamStanding>(LEAGUE_LABELS.teamMatchesWon, LEAGUE_LABELS.teamMatchesWonStep, (t) => t.points),
})['team-wins'];

/**
 * The team steps, each written once as data (SPEC §17.4): `h2h` compares, among the teams still equal, their team
 * matches won, duel difference, game difference and games won in the team matches between them, applied once.
 */
export const TEAM_TIEBREAKS = vocabulary({
  'duel-difference': higher<TeamStanding>(LEAGUE_LABELS.duelDifference, LEAGUE_LABELS.duelDifferenceStep, (t) => t.duelsWon - t.duelsLost),
  ...gameSteps<TeamStanding>((t) => ({ won: t.gamesWon, lost: t.gamesLost })),
  h2h: amongTied(
    LEAGUE_LABELS.h2hTeams,
    TEAM_SIDE,
    amongThem,
    (a, b) => b.wins.compare(a.wins) || b.duels - a.duels || b.games - a.games || b.won - a.won,
  ),
  lot: byLot<TeamStanding>((t) => t.lot),
} satisfies Record<TeamStep, TieBreak<TeamStanding>>);
