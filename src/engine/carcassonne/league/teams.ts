import type { Said } from '../../i18n/message';
import { type Cell, isBlank } from '../../shared/cells';
import { say as sayShared } from '../../shared/messages';
import type { TableProblems } from '../../shared/tableProblems';
import { compareNames, playerName } from '../../shared/text';
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

/** One duel of a sheet: a match of match mode, a table of 2 of duel mode; its rows, played or not. */
export interface Duel {
  round: string;
  id: string;
  label: Said;
  rows: readonly { row: number; player: string; cells: { team: Cell } }[];
}

/**
 * The duels of a results range as a team event reads them, in either mode (docs/leagues.md#team-events): each duel's
 * rows, those played with the games each player won (in duel mode a game is a match of one), where problems are told,
 * and the column that names a duel (Match, or Table).
 */
export interface DuelSheet<K extends string> {
  duels: readonly Duel[];
  /** The duels played, by round and id: their players and the games each won. */
  played: ReadonlyMap<string, { players: readonly string[]; won: readonly number[] }>;
  problems: TableProblems<K | 'team'>;
  group: K;
}

/** A duel's key among the played ones: its round and its id. */
export const duelKey = (round: string, id: string) => `${round}\u0000${id}`;

type TeamOf = ReadonlyMap<string, { team: string; row: number }>;

/**
 * Each player's team, from the Team column of every row of a duel: a blank Team is told at its cell, a player written
 * under two teams at the later row, with the earlier.
 */
function teamsOf<K extends string>(sheet: DuelSheet<K>): TeamOf {
  const { problems } = sheet;
  const of = new Map<string, { team: string; row: number }>();
  const rows = sheet.duels.flatMap((g) => g.rows).sort((a, b) => a.row - b.row);
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

/** One team match being gathered: the first row of each of its duels, and its duels played, from its first team's side. */
interface Gathering extends TeamMatch {
  rows: number[];
  label: Said;
  waiting: boolean;
}

/**
 * Each duel into its team match, by its round and its two teams: a duel between players of one team is told at its
 * rows; a duel whose teams are not known (a blank Team, other than 2 players) is told already, and left out.
 */
function gatherTeamMatches<K extends string>(sheet: DuelSheet<K>, teamOf: TeamOf, free: boolean): Gathering[] {
  const gathered = new Map<string, Gathering>();
  for (const g of sheet.duels) {
    const players = [...new Set(g.rows.map((r) => r.player))];
    const teams = players.map((p) => teamOf.get(p)?.team);
    if (teams.includes(undefined) || players.length !== 2) continue;
    const [a, b] = teams as [string, string];
    if (a === b) {
      const first = players.map((p) => g.rows.find((r) => r.player === p)?.row ?? 0);
      sheet.problems.at(first[0], 'team', say('sameTeam', { players, team: a, rows: first }), g.label);
      continue;
    }
    const pair = [a, b].sort(compareNames) as [string, string];
    const key = `${g.round}\u0000${pair.join('\u0000')}`;
    const t = gathered.get(key) ?? {
      round: g.round,
      teams: pair,
      duels: [],
      rows: [],
      label: say('atTeamMatch', { round: g.round, teams: pair, free }),
      waiting: false,
    };
    t.rows.push(Math.min(...g.rows.map((r) => r.row)));
    const duel = sheet.played.get(duelKey(g.round, g.id));
    if (!duel) t.waiting = true;
    else {
      const first = teamOf.get(duel.players[0])?.team === pair[0] ? 0 : 1;
      t.duels.push({ won: [duel.won[first], duel.won[1 - first]] });
    }
    gathered.set(key, t);
  }
  return [...gathered.values()];
}

/**
 * A team event read from a results range's duels (SPEC §17.4): the duels of a round between players of two teams
 * form a team match of `duels` duels. A duel between players of one team, or a team match of another number of duels,
 * is an error naming its rows; a team match with a duel awaiting results (or incomplete) is not counted, and said.
 */
export function readTeamEvent<K extends string>(fn: string, sheet: DuelSheet<K>, by: { duels: number; free: boolean }): TeamEvent {
  const teamOf = teamsOf(sheet);
  const all = gatherTeamMatches(sheet, teamOf, by.free);
  // a duel left out (a bad table, a match within one team) would make its team match short: that is told first, alone
  sheet.problems.throwIfAny(fn);
  for (const t of all)
    if (t.rows.length !== by.duels)
      sheet.problems.at(t.rows[0], sheet.group, say('teamMatchDuels', { duels: t.rows.length, need: by.duels, rows: t.rows }), t.label);
  sheet.problems.throwIfAny(fn);

  const awaiting = new Map<string, number>();
  for (const t of all) if (t.waiting) awaiting.set(t.round, (awaiting.get(t.round) ?? 0) + 1);
  return {
    matches: all.filter((t) => !t.waiting).map(({ round, teams, duels }) => ({ round, teams, duels })),
    teams: [...new Set(all.flatMap((t) => t.teams))].sort(compareNames),
    warnings: [...awaiting].map(([round, matches]) => say('teamMatchesAwaiting', { matches, round, free: by.free })),
    unscored: [...awaiting.keys()],
  };
}
