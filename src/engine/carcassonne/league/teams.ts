import type { Said } from '../../i18n/message';
import { isBlank } from '../../shared/cells';
import { columnLabel } from '../../shared/headerTable';
import { say as sayShared } from '../../shared/messages';
import { TableProblems } from '../../shared/tableProblems';
import { compareNames, playerName } from '../../shared/text';
import { MATCH_COLUMNS, type MatchKey, TEAM_COLUMN } from './columns';
import type { Match } from './match';
import type { MatchGroup, MatchResults, Schedule } from './matches';
import { say } from './messages';

/** A team match (docs/leagues.md#team-events): the duels (matches) of a round between players of two teams. */
export interface TeamMatch {
  round: string;
  teams: [string, string];
  /** Its duels, each from the first team's side: the games each player won. */
  duels: { won: [number, number] }[];
}

/** A team event's matches, once read: the team matches complete, the rounds with team matches awaiting results. */
export interface TeamEvent {
  matches: TeamMatch[];
  /** Every team that played a duel, complete or not. */
  teams: string[];
  warnings: Said[];
  unscored: string[];
}

type Problems = TableProblems<MatchKey>;

/**
 * Each player's team, from the Team column of every row of a duel: a blank Team is told at its cell, a player written
 * under two teams at the later row, with the earlier.
 */
function teamsOf(groups: readonly MatchGroup[], problems: Problems): TeamOf {
  const of = new Map<string, { team: string; row: number }>();
  const rows = groups.flatMap((g) => g.rows).sort((a, b) => a.row - b.row);
  for (const r of rows) {
    if (isBlank(r.cells.team)) {
      problems.at(r.row, 'team', sayShared('blankCell', { header: problems.header('team') }));
      continue;
    }
    const team = playerName(r.cells.team);
    const earlier = of.get(r.player);
    if (!earlier) of.set(r.player, { team, row: r.row });
    else if (earlier.team !== team)
      problems.at(r.row, 'team', say('teamTwice', { player: r.player, team, earlier: earlier.team, row: earlier.row }));
  }
  return of;
}

/** One team match being gathered: its duels' rows, the first row of each, and the matches read complete. */
interface Gathering {
  round: string;
  teams: [string, string];
  rows: number[];
  label: Said;
  complete: Match[];
  waiting: boolean;
}

type TeamOf = ReadonlyMap<string, { team: string; row: number }>;

/**
 * Each match into its team match, by its round and its two teams: a match between players of one team is told at its
 * rows; a match whose teams are not known (a blank Team, a match of other than 2 players) is told already, and left out.
 */
function gatherTeamMatches(read: MatchResults, teamOf: TeamOf, problems: Problems, free: boolean): Gathering[] {
  const complete = new Map(read.matches.map((m) => [`${m.round}\u0000${m.id}`, m]));
  const gathered = new Map<string, Gathering>();
  for (const g of read.groups) {
    const players = [...new Set(g.rows.map((r) => r.player))];
    const teams = players.map((p) => teamOf.get(p)?.team);
    if (teams.includes(undefined) || players.length !== 2) continue;
    const [a, b] = teams as [string, string];
    if (a === b) {
      const first = players.map((p) => g.rows.find((r) => r.player === p)?.row ?? 0);
      problems.at(first[0], 'team', say('sameTeam', { players, team: a, rows: first }), g.label);
      continue;
    }
    const pair = [a, b].sort(compareNames) as [string, string];
    const key = `${g.round}\u0000${pair.join('\u0000')}`;
    const t = gathered.get(key) ?? {
      round: g.round,
      teams: pair,
      rows: [],
      label: say('atTeamMatch', { round: g.round, teams: pair, free }),
      complete: [],
      waiting: false,
    };
    t.rows.push(Math.min(...g.rows.map((r) => r.row)));
    const match = complete.get(`${g.round}\u0000${g.id}`);
    if (match) t.complete.push(match);
    else t.waiting = true;
    gathered.set(key, t);
  }
  return [...gathered.values()];
}

/**
 * A team event read from a results range of matches (SPEC §17.4): the matches of a round between players of two teams
 * form a team match of `duels` duels. A match between players of one team, or a team match of another number of duels,
 * is an error naming its rows; a team match with a duel awaiting results (or incomplete) is not counted, and said.
 */
export function readTeamEvent(fn: string, read: MatchResults, by: { duels: number; schedule: Schedule }): TeamEvent {
  const problems: Problems = new TableProblems(MATCH_COLUMNS, read.table);
  if (read.table.columns.team === undefined) {
    problems.atRow(1, sayShared('columnMissing', { column: columnLabel(TEAM_COLUMN), aliases: TEAM_COLUMN.names }));
    problems.throwIfAny(fn);
  }
  const free = by.schedule === 'free';
  const teamOf = teamsOf(read.groups, problems);
  const all = gatherTeamMatches(read, teamOf, problems, free);
  for (const t of all)
    if (t.rows.length !== by.duels)
      problems.at(t.rows[0], 'match', say('teamMatchDuels', { duels: t.rows.length, need: by.duels, rows: t.rows }), t.label);
  problems.throwIfAny(fn);

  const awaiting = new Map<string, number>();
  for (const t of all) if (t.waiting) awaiting.set(t.round, (awaiting.get(t.round) ?? 0) + 1);
  return {
    matches: all
      .filter((t) => !t.waiting)
      .map((t) => ({ round: t.round, teams: t.teams, duels: t.complete.map((m) => fromSide(m, t, teamOf)) })),
    teams: [...new Set(all.flatMap((t) => t.teams))].sort(compareNames),
    warnings: [...awaiting].map(([round, matches]) => say('teamMatchesAwaiting', { matches, round, free })),
    unscored: [...awaiting.keys()],
  };
}

/** A duel's games won, the team match's first team's player first. */
function fromSide(m: Match, t: Gathering, teamOf: TeamOf): { won: [number, number] } {
  return teamOf.get(m.players[0])?.team === t.teams[0] ? { won: [m.won[0], m.won[1]] } : { won: [m.won[1], m.won[0]] };
}
