import type { Arg } from '../../shared/cells';
import { Fraction } from '../../shared/fraction';
import { likelyTypos } from '../../shared/playerNames';
import { rankBy } from '../../shared/ranking';
import type { OutputColumn, Standings } from '../../shared/standings';
import { rankColumn } from '../../shared/standingsColumns';
import { compareNames } from '../../shared/text';
import { chainColumns, chainCriteria } from '../../shared/tiebreaks';
import { type CarcassonneSettings, readCarcassonneSettings } from '../settings';
import { TEAM_COLUMN } from './columns';
import { LEAGUE_LABELS } from './labels';
import { lotsFor } from './lots';
import { matchValues } from './records';
import { teamDuels } from './teamSheets';
import { readTeamEvent, type TeamMatch } from './teams';
import { TEAM_TIEBREAKS, TEAM_WINS, type TeamMeeting, type TeamStanding, teamSteps } from './teamTiebreaks';

type Values = ReturnType<typeof matchValues>;

/** A team match from one team's side (`k` 0 or 1): duels won by more games, the games, the result by the duels. */
function meetingOf(m: TeamMatch, k: 0 | 1, value: Values): TeamMeeting {
  const other = 1 - k;
  const duelsWon = m.duels.filter((d) => d.won[k] > d.won[other]).length;
  const duelsLost = m.duels.filter((d) => d.won[k] < d.won[other]).length;
  return {
    opponent: m.teams[other],
    result: duelsWon > duelsLost ? value.win : duelsWon < duelsLost ? value.loss : value.draw,
    duelsWon,
    duelsLost,
    gamesWon: m.duels.reduce((n, d) => n + d.won[k], 0),
    gamesLost: m.duels.reduce((n, d) => n + d.won[other], 0),
  };
}

/** Each team's figures summed over its team matches; a team with none so far is listed with zeros. */
function teamRecords(teams: readonly string[], matches: readonly TeamMatch[], settings: CarcassonneSettings): TeamStanding[] {
  const value = matchValues(settings);
  const of = new Map<string, TeamMeeting[]>(teams.map((t) => [t, []]));
  for (const m of matches) for (const k of [0, 1] as const) of.get(m.teams[k])?.push(meetingOf(m, k, value));
  return [...of].map(([team, results]) => ({
    team,
    points: Fraction.sum(results.map((r) => r.result)),
    duelsWon: results.reduce((n, r) => n + r.duelsWon, 0),
    duelsLost: results.reduce((n, r) => n + r.duelsLost, 0),
    gamesWon: results.reduce((n, r) => n + r.gamesWon, 0),
    gamesLost: results.reduce((n, r) => n + r.gamesLost, 0),
    teamMatches: results.length,
    results,
  }));
}

const TEAM_NAME: OutputColumn<TeamStanding> = { key: 'team', header: LEAGUE_LABELS.team, value: (r) => r.item.team };
const TEAM_MATCHES: OutputColumn<TeamStanding> = {
  key: 'team-matches',
  header: LEAGUE_LABELS.teamMatches,
  value: (r) => r.item.teamMatches,
};

/**
 * CARC_TEAMS (SPEC §17.4): a team event's standings from a results range of matches with a Team column, ranked by team
 * matches won, then the chain (`duel-difference>game-difference>games-won` by default; `preset=gg-teams` adds `h2h`
 * and `lot` between teams). Spills Rank, Team, Team matches won, Duel difference, Game difference, Games won, Team
 * matches.
 */
export function carcassonneTeams(fn: string, results: Arg, settingsText?: Arg): Standings<TeamStanding> {
  const settings = readCarcassonneSettings(fn, settingsText);
  const read = teamDuels(fn, results, settings);
  const event = readTeamEvent(fn, read.sheet, { duels: Number(settings.duels), free: settings.schedule === 'free' });
  const stepIds = teamSteps(settings.tiebreak);
  const teams = teamRecords(event.teams, event.matches, settings).sort((a, b) => compareNames(a.team, b.team));
  const lots = lotsFor(fn, results, stepIds, TEAM_COLUMN);
  for (const t of teams) t.lot = lots.get(t.team);
  const steps = stepIds.map((id) => TEAM_TIEBREAKS[id]);
  const chain = chainCriteria(teams, TEAM_WINS, steps);
  const standard = [
    TEAM_TIEBREAKS['duel-difference'].column,
    TEAM_TIEBREAKS['game-difference'].column,
    TEAM_TIEBREAKS['games-won'].column,
    TEAM_MATCHES,
  ];
  return {
    ranked: rankBy(teams, chain),
    chain,
    columns: chainColumns([rankColumn(), TEAM_NAME, TEAM_WINS.column], steps, standard),
    name: (t) => t.team,
    warnings: [...read.warnings, ...event.warnings, ...likelyTypos(event.teams)],
    games: event.matches.length,
    played: event.matches.map((m) => m.round),
    extra: [],
    unscored: event.unscored,
  };
}
