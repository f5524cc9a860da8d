import { clip } from '../../i18n/errors';
import type { Said } from '../../i18n/message';
import { type Arg, type Cell, isBlank, showCell } from '../../shared/cells';
import { idText } from '../../shared/groups';
import { type HeaderTable, readHeaderTable, type TableRow } from '../../shared/headerTable';
import { say as sayShared } from '../../shared/messages';
import { roundLabel } from '../../shared/stages';
import { TableProblems } from '../../shared/tableProblems';
import { playerName } from '../../shared/text';
import { isByeTable } from '../bye';
import { MATCH_COLUMNS, type MatchKey } from './columns';
import type { GamesColumn, Match, MatchBye } from './match';
import { readMatch } from './matchGames';
import { say } from './messages';

/** The rows of a results range of matches, gathered: each match's rows, and the byes. */
interface Gathered {
  groups: Map<string, Group>;
  byes: MatchBye[];
}

/** One match's rows, under its round (or, with `schedule=free`, its label as written), and how messages name it. */
export interface MatchGroup {
  round: string;
  id: string;
  label: Said;
  rows: Row[];
}

/** How the results are scheduled (docs/leagues.md#leagues-without-rounds): numbered rounds, or any label, blank too. */
export type Schedule = 'rounds' | 'free';

type Group = MatchGroup;
type Row = TableRow<MatchKey> & { player: string };
type Problems = TableProblems<MatchKey>;

/** The header table and which of its two ways of giving games it holds; both or neither is an error. */
export function openMatches(fn: string, results: Arg) {
  const table = readHeaderTable<MatchKey>(fn, results, MATCH_COLUMNS);
  const problems: Problems = new TableProblems(MATCH_COLUMNS, table);
  const [score, gamesWon] = [table.columns.score !== undefined, table.columns.gamesWon !== undefined];
  if (score && gamesWon)
    problems.atRow(1, say('scoreAndGamesWon', { score: problems.header('score'), gamesWon: problems.header('gamesWon') }));
  if (!score && !gamesWon) problems.atRow(1, say('noScoreNorGamesWon', {}));
  problems.throwIfAny(fn);
  const games: GamesColumn = score ? 'score' : 'gamesWon';
  return { table, problems, games, hasGame: table.columns.game !== undefined };
}

const BYE = (cells: Record<MatchKey, Cell>) => isByeTable(cells.match) || isByeTable(cells.table);

/**
 * A row's round as one text (`Round 3` and `3` are round "3"); anything else is told at its cell. With
 * `schedule=free`, the label as written (a week, a group), blank too.
 */
function roundOf(row: Row, problems: Problems, schedule: Schedule): string | undefined {
  if (schedule === 'free') return idText(row.cells.round);
  const round = roundLabel(row.cells.round);
  if (typeof round === 'number') return String(round);
  // a stage's rows are split off before (league/finalStage.ts reads them)
  const value = showCell(row.cells.round);
  problems.at(row.row, 'round', sayShared('roundNotRoundOrStage', { header: problems.header('round'), value }));
  return undefined;
}

/** A bye's row, with the word it is written with; games given for it are told at their cell. */
function byeOf(row: Row, round: string, problems: Problems, games: GamesColumn): MatchBye {
  const { cells, player } = row;
  if (!isBlank(cells[games])) problems.at(row.row, games, say('byeWithGames', { player, value: showCell(cells[games]) }));
  return { round, player, row: row.row, word: idText(isByeTable(cells.match) ? cells.match : cells.table) };
}

/** How messages name a match: "round 3, match 2", or with `schedule=free` "Week 3, match 2" (a blank label: "match 2"). */
function matchLabel(round: string, id: string, schedule: Schedule): Said {
  return schedule === 'free'
    ? say('atMatchUnder', { label: clip(round), id: clip(id) })
    : say('atMatch', { round: clip(round), id: clip(id) });
}

/** Every row into its match or the byes; blank identities, bad rounds and a bye with games are told at their cells. */
export function gatherRows(rows: readonly TableRow<MatchKey>[], problems: Problems, games: GamesColumn, schedule: Schedule): Gathered {
  const groups: Gathered['groups'] = new Map();
  const byes: MatchBye[] = [];
  const identity = schedule === 'free' ? (['match', 'player'] as const) : (['round', 'match', 'player'] as const);
  for (const r of rows) {
    const bye = BYE(r.cells);
    const blank = identity.filter((k) => isBlank(r.cells[k]) && !(k === 'match' && bye));
    for (const k of blank) problems.at(r.row, k, sayShared('blankCell', { header: problems.header(k) }));
    if (blank.length) continue;
    const row: Row = { ...r, player: playerName(r.cells.player) };
    const round = roundOf(row, problems, schedule);
    if (round === undefined) continue;
    if (bye) {
      byes.push(byeOf(row, round, problems, games));
      continue;
    }
    const id = idText(r.cells.match);
    const key = `${round}\u0000${id}`;
    const group = groups.get(key) ?? { round, id, label: matchLabel(round, id, schedule), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return { groups, byes };
}

/** What a results range of matches holds once read: the complete matches, the byes, and what the organizer should know. */
export interface MatchResults {
  matches: Match[];
  byes: MatchBye[];
  warnings: Said[];
  /** The numbered rounds (with `schedule=free`, the labels) with matches awaiting results. */
  unscored: string[];
  /** Whether the rows are per game, with Scores (the Points figure). */
  scored: boolean;
  /** Every match's rows, played or not, as read: what a team event makes its team matches of (docs/leagues.md#team-events). */
  groups: readonly MatchGroup[];
  table: HeaderTable<MatchKey>;
  /** The matches still to be decided, awaiting results or incomplete, each with its games so far: the stakes' (docs/stakes.md). */
  open: OpenMatch[];
}

/** A match not yet decided: its two players, the games each has won, and the games played (drawn ones included). */
export type OpenMatch = Pick<Match, 'round' | 'players' | 'won' | 'played'>;

/**
 * A results range of matches read and judged against `best-of` (docs/leagues.md#matches): a match is complete when a
 * player has won more than half its games, or when all are played; more games than that, or more wins, is an error
 * naming its rows; an incomplete match is a warning and counts as not played.
 */
export function readMatches(fn: string, results: Arg, by: { bestOf: number; schedule: Schedule }): MatchResults {
  const { bestOf, schedule } = by;
  const { table, problems, games, hasGame } = openMatches(fn, results);
  const { groups, byes } = gatherRows(table.rows, problems, games, schedule);
  const matches: Match[] = [];
  const open: OpenMatch[] = [];
  const awaiting = new Map<string, number>();
  const warnings: Said[] = [];
  for (const group of groups.values()) {
    const match = readMatch(group, games, hasGame, problems);
    if (match === 'waiting') {
      awaiting.set(group.round, (awaiting.get(group.round) ?? 0) + 1);
      const [a, b] = new Set(group.rows.map((r) => r.player));
      open.push({ round: group.round, players: [a, b], won: [0, 0], played: 0 });
    } else if (match) {
      const judgement = judged(match, bestOf, problems, games, warnings);
      if (judgement === 'complete') matches.push(match);
      else if (judgement === 'incomplete') open.push(match);
    }
  }
  // a free schedule lets a player play several matches under one label
  if (schedule === 'rounds') oneSeatARound([...groups.values()], byes, problems);
  problems.throwIfAny(fn);
  const waits = [...awaiting].map(([round, n]) =>
    schedule === 'free' ? say('matchesAwaitingUnder', { matches: n, label: round }) : say('matchesAwaiting', { matches: n, round }),
  );
  return {
    matches,
    byes,
    warnings: [...waits, ...warnings],
    unscored: [...awaiting.keys()],
    scored: games === 'score',
    groups: [...groups.values()],
    table,
    open,
  };
}

/** Whether a match is complete; too many games or wins is told at its first row (wrong), an incomplete one warned of. */
export function judged(
  m: Match,
  bestOf: number,
  problems: Problems,
  games: GamesColumn,
  warnings: Said[],
): 'complete' | 'incomplete' | 'wrong' {
  const need = Math.ceil(bestOf / 2);
  if (m.played > bestOf) problems.at(m.row, games, say('tooManyGames', { games: m.played, bestOf }), m.label);
  else {
    const over = m.won.findIndex((w) => w > need);
    if (over >= 0) problems.at(m.row, games, say('tooManyWins', { player: m.players[over], won: m.won[over], bestOf, need }), m.label);
    else if (!isDecided(m, bestOf)) {
      warnings.push(say('matchIncomplete', { match: m.label, players: m.players, won: m.won, bestOf }));
      return 'incomplete';
    } else return 'complete';
  }
  return 'wrong';
}

/** A best of N is decided once a player has won ⌈N/2⌉ games, or once N games are played (docs/leagues.md#matches). */
export const isDecided = (m: Pick<Match, 'won' | 'played'>, bestOf: number) =>
  Math.max(...m.won) >= Math.ceil(bestOf / 2) || m.played >= bestOf;

/** Where a player is in a round: a match (its first row of the player) or a bye. */
interface Seat {
  row: number;
  player: string;
  round: string;
  label: Said;
  bye: boolean;
}

/** A player's second seat in a round, the later in row order, told with the earlier: two matches, a bye and a match, two byes. */
function secondSeat(seat: Seat, earlier: Seat): Said {
  const { player, round } = seat;
  if (seat.bye && earlier.bye) return say('byeTwice', { player, round });
  if (seat.bye || earlier.bye) return say('byeAndMatch', { player, round, other: earlier.label });
  return say('matchTwiceInRound', { player, round, earlier: earlier.label });
}

/** A player plays one match a round, or has a bye (as duel mode's one seat a round): a second seat is told at its row. */
function oneSeatARound(groups: readonly Group[], byes: readonly MatchBye[], problems: Problems): void {
  const seats: Seat[] = byes.map((b) => ({ ...b, label: sayShared('atAside', { round: clip(b.round), id: clip(b.word) }), bye: true }));
  for (const g of groups)
    for (const player of new Set(g.rows.map((r) => r.player))) {
      const row = g.rows.find((r) => r.player === player)?.row ?? 0;
      seats.push({ row, player, round: g.round, label: g.label, bye: false });
    }
  const seen = new Map<string, Seat>();
  for (const seat of seats.sort((a, b) => a.row - b.row)) {
    const key = `${seat.round}\u0000${seat.player}`;
    const earlier = seen.get(key);
    if (earlier) problems.at(seat.row, 'player', secondSeat(seat, earlier), seat.label);
    else seen.set(key, seat);
  }
}
