import type { Arg } from '../shared/cells';
import { Fraction } from '../shared/fraction';
import { withRosterPlayers } from '../shared/rosterStandings';
import type { Standings } from '../shared/standings';
import { NO_BUCHHOLZ } from './buchholz';
import { NO_LEAGUE } from './league/figures';
import type { CarcassonneStanding } from './standing';

/** A player who has played nothing: every figure 0, in either mode. */
const nothingPlayed = (player: string): CarcassonneStanding => ({
  player,
  points: Fraction.ZERO,
  buchholz: NO_BUCHHOLZ,
  sonnebornBerger: Fraction.ZERO,
  difference: 0,
  scored: 0,
  share: Fraction.ZERO,
  places: [0, 0, 0, 0],
  results: [],
  games: 0,
  byes: 0,
  league: NO_LEAGUE,
});

/** The standings with the roster's players who have played no game or match yet, after the others (docs/leagues.md). */
export const withCarcassonneRoster = (fn: string, standings: Standings<CarcassonneStanding>, roster: Arg) =>
  withRosterPlayers(fn, standings, roster, nothingPlayed);
