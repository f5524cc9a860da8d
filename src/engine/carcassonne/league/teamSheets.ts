import type { Said } from '../../i18n/message';
import type { Arg } from '../../shared/cells';
import { readFlag } from '../../shared/flags';
import { columnLabel } from '../../shared/headerTable';
import { say as sayShared } from '../../shared/messages';
import { Breach } from '../../shared/problems';
import { splitStages } from '../../shared/stages';
import { TableProblems } from '../../shared/tableProblems';
import { readTournament, type TournamentLayout } from '../../shared/tournament';
import { readScore, tableRoundPoints } from '../roundPoints';
import type { CarcassonneSettings } from '../settings';
import type { CarcassonneKey } from '../standing';
import { CARCASSONNE_LAYOUT } from '../standings';
import { isMatchResults, MATCH_COLUMNS, type MatchKey, TEAM_COLUMN } from './columns';
import { readMatches } from './matches';
import { say } from './messages';
import { type DuelSheet, duelKey } from './teams';

/** A results range's duels for a team event, and what the organizer should know of its rows. */
interface Read<K extends string> {
  sheet: DuelSheet<K>;
  warnings: Said[];
}

/** A team event needs its Team column: without one, CARC_TEAMS says so at the header. */
function needTeam<K extends string>(fn: string, problems: TableProblems<K>, has: boolean): void {
  if (has) return;
  problems.atRow(1, sayShared('columnMissing', { column: columnLabel(TEAM_COLUMN), aliases: TEAM_COLUMN.names }));
  problems.throwIfAny(fn);
}

/** A sheet of matches: each match a duel, read and judged as CARC_STANDINGS reads it (docs/leagues.md#matches). */
function matchDuels(fn: string, results: Arg, settings: CarcassonneSettings): Read<MatchKey> {
  const read = readMatches(fn, results, { bestOf: Number(settings['best-of']), schedule: settings.schedule });
  const problems = new TableProblems(MATCH_COLUMNS, read.table);
  needTeam(fn, problems, read.table.columns.team !== undefined);
  const played = new Map(read.matches.map((m) => [duelKey(m.round, m.id), m]));
  return { sheet: { duels: read.groups, played, problems, group: 'match' }, warnings: read.warnings };
}

type Key = CarcassonneKey | 'team';
const TEAM_DUELS: TournamentLayout<Key> = {
  ...CARCASSONNE_LAYOUT,
  columns: [...CARCASSONNE_LAYOUT.columns, TEAM_COLUMN],
} as TournamentLayout<Key>;

type Tables = ReturnType<typeof readTournament<Key>>;

/**
 * A table of 2 as a duel, a game being a match of one: won by the higher Score or as `draw=` says (an equal score
 * drawn, or lost by who started); a table of 3–4, a bad Score or Starts is told at its cell, and the table left out.
 */
function duelAt(s: Tables['sittings'][number], t: Tables, settings: CarcassonneSettings) {
  const { problems, has } = t;
  const { label, entries } = s;
  if (entries.length !== 2) {
    problems.at(entries[0].row, 'table', say('teamTableSize', { players: entries.length }), label);
    return undefined;
  }
  const scores = entries.map((e) => problems.read(e.row, 'score', () => readScore(e.cells.score, problems.header('score')), label));
  const starts = has('starts')
    ? entries.map((e) => problems.read(e.row, 'starts', () => readFlag(e.cells.starts, problems.header('starts')), label))
    : undefined;
  if (scores.includes(undefined) || starts?.includes(undefined)) return undefined;
  try {
    const [a, b] = tableRoundPoints(scores as number[], settings, starts as boolean[] | undefined, problems.header('starts'));
    const won = a.compare(b);
    return { players: entries.map((e) => e.player), won: [won > 0 ? 1 : 0, won < 0 ? 1 : 0] };
  } catch (e) {
    if (!(e instanceof Breach)) throw e;
    problems.at(entries[0].row, has('starts') ? 'starts' : 'score', e.said, label);
    return undefined;
  }
}

/** A sheet of duels (Round, Table, Player, Score): each table of 2 of a numbered round a duel; byes count for no team. */
function tableDuels(fn: string, results: Arg, settings: CarcassonneSettings): Read<Key> {
  const t = readTournament(fn, splitStages(fn, results).preliminary, TEAM_DUELS);
  needTeam(fn, t.problems, t.has('team'));
  const played = new Map<string, { players: string[]; won: number[] }>();
  for (const s of t.sittings) {
    const duel = duelAt(s, t, settings);
    if (duel) played.set(duelKey(s.round, s.id), duel);
  }
  const duels = [...t.sittings, ...t.waiting].map((s) => ({ ...s, rows: s.entries }));
  return { sheet: { duels, played, problems: t.problems, group: 'table' }, warnings: t.warnings };
}

/** A team event's duels: the matches of a sheet with a Match column, else the tables of 2 of a sheet of duels. */
export function teamDuels(fn: string, results: Arg, settings: CarcassonneSettings): Read<string> {
  return (isMatchResults(results) ? matchDuels : tableDuels)(fn, results, settings) as Read<string>;
}
