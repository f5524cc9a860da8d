import type { Text } from '../i18n/message';
import { type Aliases, identity } from '../shared/aliases';
import { type Arg, type Cell, isBlank, showCell } from '../shared/cells';
import { DATE_COLUMN, PLAYER_COLUMN } from '../shared/columns';
import { readWhen } from '../shared/dates';
import { type ColumnSpec, readHeaderTable } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import { asNumber } from '../shared/numbers';
import { Breach } from '../shared/problems';
import { TableProblems } from '../shared/tableProblems';
import { CARCASSONNE_LABELS } from './labels';
import { say } from './messages';

type DuelKey = 'date' | 'player' | 'opponent' | 'wins' | 'opponentWins' | 'bestOf';

/** A table of duels (SPEC §16.4): a duel per row, its date or date-time, its two players and the games each won. */
export const DUEL_COLUMNS: readonly ColumnSpec<DuelKey>[] = [
  DATE_COLUMN,
  PLAYER_COLUMN,
  { key: 'opponent', names: ['Opponent', 'Avversario', 'Adversar'], required: true, label: SHARED_LABELS.opponent },
  {
    key: 'wins',
    names: ['Wins', 'Vittorie', 'Victorii', 'Games won', 'Partite vinte', 'Jocuri câștigate'],
    required: true,
    label: SHARED_LABELS.wins,
    figure: true,
  },
  {
    key: 'opponentWins',
    names: ['Opponent wins', 'Vittorie avversario', 'Victoriile adversarului', 'Victorii adversar'],
    required: true,
    label: CARCASSONNE_LABELS.opponentWins,
    figure: true,
  },
  { key: 'bestOf', names: ['Best of', 'Al meglio di', 'Cel mai bun din'], required: false, label: CARCASSONNE_LABELS.bestOf, figure: true },
];

/** One duel as read: when, who, the games each won and the best of it was played as. */
export interface Duel {
  row: number;
  time: number;
  day: string;
  player: string;
  opponent: string;
  wins: number;
  opponentWins: number;
  bestOf: number;
}

/**
 * The duels range, header row first, every problem at its cell: a blank or bad date, a player against themselves, wins
 * that are not whole numbers from 0, a best of that is not odd, more wins than it allows. In the order of the rows.
 */
export function readDuels(fn: string, given: Arg, aliases: Aliases): Duel[] {
  const table = readHeaderTable(fn, given, DUEL_COLUMNS);
  const problems = new TableProblems(DUEL_COLUMNS, table);
  const header = (key: DuelKey) => problems.header(key);
  const duels: Duel[] = [];
  for (const { row, cells } of table.rows) {
    for (const key of ['player', 'opponent'] as const)
      if (isBlank(cells[key])) problems.at(row, key, sayShared('blankCell', { header: header(key) }));
    const when = problems.read(row, 'date', () => readWhen(cells.date, header('date')));
    const wins = problems.read(row, 'wins', () => gamesWon(cells.wins, header('wins')));
    const opponentWins = problems.read(row, 'opponentWins', () => gamesWon(cells.opponentWins, header('opponentWins')));
    const player = identity(aliases, cells.player);
    const opponent = identity(aliases, cells.opponent);
    if (!problems.onRow(row) && player === opponent) problems.at(row, 'opponent', say('playsThemselves', { player }));
    if (problems.onRow(row) || !when || wins === undefined || opponentWins === undefined) continue;
    const bestOf = problems.read(row, 'bestOf', () => bestOfDuel(cells.bestOf, header('bestOf'), wins, opponentWins));
    if (bestOf === undefined) continue;
    duels.push({ row, time: when.time, day: when.day, player, opponent, wins, opponentWins, bestOf });
  }
  problems.throwIfAny(fn);
  return duels;
}

/** Games won: a whole number from 0 (blank is an error: a duel's result is two counts). */
function gamesWon(cell: Cell, header: Text): number {
  if (isBlank(cell)) throw new Breach(sayShared('blankCell', { header }));
  const n = asNumber(cell);
  if (n === undefined || !Number.isInteger(n) || n < 0) throw new Breach(say('winsNotCount', { header, value: showCell(cell) }));
  return n;
}

/**
 * The best of a duel was played as: an odd number from 1 (`3`, or `Bo3` as carcassonne.gg writes it); blank, the
 * smallest the higher win count can end (1 → 1, 2 → 3, 3 → 5). More wins than it allows is an error.
 */
function bestOfDuel(cell: Cell, header: Text, wins: number, opponentWins: number): number {
  const higher = Math.max(wins, opponentWins);
  if (isBlank(cell)) return Math.max(1, 2 * higher - 1);
  const m = /^(?:bo|best of)?\s*(\d+)$/i.exec(String(cell).trim());
  const n = m ? Number(m[1]) : Number.NaN;
  if (!(n >= 1 && n % 2 === 1)) throw new Breach(say('bestOfNotOdd', { header, value: showCell(cell) }));
  if (higher > (n + 1) / 2 || wins + opponentWins > n) throw new Breach(say('tooManyWins', { wins, opponentWins, bestOf: n }));
  return n;
}
