import type { Text } from '../i18n/message';
import { type Aliases, identity } from '../shared/aliases';
import { type Arg, type Cell, isBlank, isDate, showCell } from '../shared/cells';
import { readWhen, type When } from '../shared/dates';
import { readHeaderTable } from '../shared/headerTable';
import { say as sayShared } from '../shared/messages';
import { asNumber } from '../shared/numbers';
import { hasOwn } from '../shared/own';
import { Breach } from '../shared/problems';
import { TableProblems } from '../shared/tableProblems';
import { compareNames, fold, playerName } from '../shared/text';
import { BOARDS_NAMES, EVENT_COLUMNS, type EventKey } from './columns';
import { say } from './messages';
import type { EventFigures, Tier } from './points';

/** One player's result at one event. */
export interface Result {
  player: string;
  place: number;
  /** Its row in the events range (the header is row 1). */
  row: number;
}

/** One event of a circuit: its name and day (together, the event), its figures, and its players' places. */
export interface CircuitEvent extends EventFigures {
  name: string;
  day: string;
  rounds?: number;
  /** How a message names it: `Spring Open (2025-03-14)`. */
  label: string;
  results: Result[];
}

/** The figures of an event, the same on each of its rows. */
const FIGURES = ['players', 'rounds', 'boards', 'tier'] as const;
type Figures = Pick<CircuitEvent, (typeof FIGURES)[number]>;

const TIERS: Readonly<Record<string, Tier>> = { wdc: 'WDC', dipcon: 'DIPCON' };

/** One row as read: its event, its player and place, and its event's figures. */
interface Row {
  name: string;
  day: string;
  player: string;
  place: Cell;
  figures: Figures;
}

/** An event as it is gathered: where each figure was first read, and the row of each player's result. */
interface Gathering {
  event: CircuitEvent;
  first: number;
  seen: Map<string, number>;
}

/**
 * The events range (SPEC §16.2): one row per player per event, an event being its Event and Date together, its figures
 * (Players, Rounds, Boards, Tier) the same on each of its rows; every problem found at its cell. `boards` names the
 * points system that needs every event's Boards (B3). The events come back in date order (the same day: by name).
 */
export function readEvents(fn: string, given: Arg, aliases: Aliases, boards?: string): CircuitEvent[] {
  const table = readHeaderTable(fn, given, EVENT_COLUMNS);
  const problems = new TableProblems(EVENT_COLUMNS, table);
  if (boards && table.columns.boards === undefined) {
    const missing = sayShared('columnMissing', { column: table.named('boards'), aliases: BOARDS_NAMES });
    problems.atRow(1, say('boardsColumnNeeded', { missing, points: boards }));
    problems.throwIfAny(fn);
  }
  const when = whenOnce(problems.header('date'));
  const events = new Map<string, Gathering>();
  for (const { row, cells } of table.rows) {
    const read = readRow(problems, row, cells, when, aliases, boards);
    if (!read) continue;
    const key = `${read.day}\u0000${read.name}`;
    const gathering = events.get(key) ?? newEvent(events, key, read, row);
    if (gathering.first !== row && !sameFigures(problems, row, read.figures, gathering)) continue;
    const earlier = gathering.seen.get(read.player);
    if (earlier !== undefined) {
      problems.at(row, 'player', say('playerTwiceInEvent', { player: read.player, event: gathering.event.label, row: earlier }));
      continue;
    }
    const place = problems.read(row, 'place', () => placeOf(read.place, read.figures.players, problems));
    if (place === undefined) continue;
    gathering.seen.set(read.player, row);
    gathering.event.results.push({ player: read.player, place, row });
  }
  problems.throwIfAny(fn);
  return [...events.values()].map((g) => g.event).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : compareNames(a.name, b.name)));
}

function newEvent(events: Map<string, Gathering>, key: string, read: Row, row: number): Gathering {
  const event: CircuitEvent = { ...read.figures, name: read.name, day: read.day, label: eventLabel(read.name, read.day), results: [] };
  const gathering = { event, first: row, seen: new Map<string, number>() };
  events.set(key, gathering);
  return gathering;
}

/** How a message names an event: its name and its day, which together make it one (a value, the same in every language). */
export const eventLabel = (name: string, day: string) => `${name} (${day})`;

/** A date cell read once per value (a column of 200,000 rows repeats a few dozen dates); a bad one named by `noun`. */
function whenOnce(noun: Text): (cell: Cell) => When {
  const known = new Map<unknown, When>();
  return (cell) => {
    const key = isDate(cell) ? cell.getTime() : cell;
    let found = known.get(key);
    if (!found) {
      found = readWhen(cell, noun);
      known.set(key, found);
    }
    return found;
  };
}

/** One row's cells, each problem at its cell; undefined when the row has one. */
function readRow(
  problems: TableProblems<EventKey>,
  row: number,
  cells: Record<EventKey, Cell>,
  when: (cell: Cell) => When,
  aliases: Aliases,
  boards: string | undefined,
): Row | undefined {
  const header = (key: EventKey) => problems.header(key);
  for (const key of ['event', 'player', 'place', 'players'] as const)
    if (isBlank(cells[key])) problems.at(row, key, sayShared('blankCell', { header: header(key) }));
  if (boards && isBlank(cells.boards)) problems.at(row, 'boards', say('boardsNeeded', { header: header('boards'), points: boards }));
  const day = problems.read(row, 'date', () => when(cells.date).day);
  const count = (key: 'players' | 'rounds' | 'boards') =>
    isBlank(cells[key]) ? undefined : problems.read(row, key, () => wholeFromOne(cells[key], header(key)));
  const figures = {
    players: count('players'),
    rounds: count('rounds'),
    boards: count('boards'),
    tier: problems.read(row, 'tier', () => tierOf(cells.tier, header('tier'))),
  };
  if (problems.onRow(row) || day === undefined || figures.players === undefined) return undefined;
  // an event's name is read as a player's is: trimmed, inner spaces collapsed
  return { name: playerName(cells.event), day, player: identity(aliases, cells.player), place: cells.place, figures: figures as Figures };
}

/** Whether this row's figures are its event's (as first read), each that differs a problem at its cell. */
function sameFigures(problems: TableProblems<EventKey>, row: number, figures: Figures, gathering: Gathering): boolean {
  let same = true;
  for (const key of FIGURES) {
    const here = figures[key];
    const there = gathering.event[key];
    if (here === there) continue;
    same = false;
    problems.at(
      row,
      key,
      say('eventFigureDiffers', {
        header: problems.header(key),
        value: shown(here),
        other: shown(there),
        row: gathering.first,
        event: gathering.event.label,
      }),
    );
  }
  return same;
}

/** A figure as a message quotes it: blank as "". */
const shown = (value: number | string | undefined) => showCell(value ?? '');

/** A count that is a whole number from 1 (Players, Rounds, Boards). */
function wholeFromOne(cell: Cell, header: Text): number {
  const n = asNumber(cell);
  if (n === undefined || !Number.isInteger(n) || n < 1) throw new Breach(sayShared('notWholeFromOne', { header, value: showCell(cell) }));
  return n;
}

/** A Place: a whole number from 1 to the event's Players. */
function placeOf(cell: Cell, players: number, problems: TableProblems<EventKey>): number {
  const n = asNumber(cell);
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > players)
    throw new Breach(
      say('placeOutsideField', { header: problems.header('place'), value: showCell(cell), players, field: problems.header('players') }),
    );
  return n;
}

/** A Tier: blank, or one Podium knows (WDC, DIPCON), in any case. */
function tierOf(cell: Cell, header: Text): Tier | undefined {
  if (isBlank(cell)) return undefined;
  const id = fold(String(cell));
  if (!hasOwn(TIERS, id)) throw new Breach(say('unknownTier', { header, value: showCell(cell) }));
  return TIERS[id];
}
