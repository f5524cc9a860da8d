import type { Catalog, Said, Shown } from '../i18n/message';
import type { Label } from '../i18n/words';
import type { Arg, Cell, Grid } from './cells';
import type { CustomFunction } from './customFunction';
import type { ColumnSpec } from './headerTable';
import type { LiveLayout } from './live/layout';
import type { SeatingFunction } from './seating/seating';
import type { SettingsSchema } from './settings';
import { type Spill, spill } from './spill';
import type { StageId } from './stageIds';
import type { StakesTable } from './stakes/answer';
import type { OutputColumn, Standings } from './standings';

/** The results sheet New tournament… creates: headers, checkboxes, drop-downs, and a live formula beside them. */
export interface Template {
  /** The sheet's name, before a number is added to make it unique. */
  sheet: string;
  title: string;
  headers: string[];
  checkboxes: string[];
  lists: Record<string, string[]>;
  /**
   * A live formula beside the headers (none for a roster): the function and the results it reads. New tournament adds
   * the sheet's language as its settings (docs/languages.md).
   */
  formula?: { fn: string; range: string; settings?: string };
  /**
   * The sheet's name and headers in Italian and Romanian, header for header (docs/languages.md): each an alias the game reads
   * back as the same column (test/languages.test.ts); the title too, unless it is the game's name.
   */
  words: Readonly<Record<'it' | 'ro', { sheet: string; headers: readonly string[]; title?: string }>>;
}

/** A Carcassonne-style scoring log: totals per player from a log of features (`podium score`). */
export interface ScoringLog {
  example: string;
  template: Template;
  /** The log's columns by their headers (any other header is a player's). */
  columns: readonly ColumnSpec[];
  /** Each player's total, highest first, under the header's labels; and how many rows of the log scored. */
  totals(grid: Cell[][], settings: string): { header: readonly Label[]; rows: Cell[][]; scored: number };
}

/**
 * A folder of the engine that declares custom functions: a game, or the circuit's functions across games
 * (src/engine/circuit). The build writes a stub for each of its functions and runs them in an entry of its own; the
 * words' tests and the proofreading files read its catalogue, labels and settings. The list is `FUNCTION_SETS` in
 * `games.ts`.
 */
export interface FunctionSet {
  /** Its folder under src/engine, which holds `descriptor.ts` and `functions.ts`. */
  id: string;
  title: string;
  /** The custom functions' prefix: `CATAN_`, `CIRCUIT_`. */
  prefix: string;
  /** Its custom functions, each declared once (the build writes their Apps Script stubs from this list). */
  functions: readonly CustomFunction[];
  /** What its rules say, in every language: its catalogue (the proofreading file and the catalogues' test read it). */
  messages: Catalog;
  /** Its own words of the standings and the seatings, in every language (the labels' test reads them). */
  labels: Readonly<Record<string, Label>>;
  /** Every setting its functions accept (each function accepts all of them, and ignores those it does not use). */
  settings: SettingsSchema;
}

/** Everything an adapter needs to know of one game; adapters iterate the list in `games.ts` and nothing else. */
export interface GameDescriptor extends FunctionSet {
  standingsFunction: string;
  /** The header-driven results columns, with aliases. */
  columns: readonly ColumnSpec[];
  /** What a game is played at: rows with the same Round and this column form one table or board. */
  groupNoun: 'table' | 'board';
  /** The results column of a table's scores (a key of `columns`): a table with none of it filled is not played yet. */
  scoreColumn: string;
  /** With `roster` where the game lists a roster's players who have not played (`listsRoster`), they come after the others. */
  standings(fn: string, results: Arg, settings?: Arg, roster?: Arg): Standings<unknown>;
  /** Whether the standings take a roster (SPEC §17.3: Carcassonne's registered players with no match). */
  listsRoster?: boolean;
  /** Whether a table id is a bye (one player, no game), where the game has byes: the live page says so (SPEC §13.7.4). */
  isBye?(table: Cell): boolean;
  /**
   * A results value that has words in every language (Diplomacy's powers), keyed by its column: the live page writes
   * it in its own language, the snapshot keeps its English form (SPEC §12.4, §13.7.6).
   */
  valueWords?(key: string, cell: Cell): Label | undefined;
  /**
   * The results columns a score slip has a box for (SPEC §13.7.3): each player's, and the table's once. Without it, a
   * box per player for the score column.
   */
  slip?: { each: readonly string[]; table: readonly string[] };
  /** How the live page reads a round of these results, where it is not by the columns above (a league's matches). */
  liveLayout?(results: Grid, settings: string): LiveLayout | undefined;
  /** Which kind of results these are, where the game's settings differ by it (the `mode` of a setting). */
  modeOf?(results: Arg): string;
  template: Template;
  /** Other results sheets New tournament… offers for the game, by a name it adds to the game's id (`carcassonne-match`). */
  variants?: Readonly<Record<string, Template>>;
  /** Example tournaments in `examples/`, each with the settings of its format: `npm start` prints them. */
  examples: readonly { file: string; settings: string }[];
  log?: ScoringLog;
  /**
   * The next round's seating (docs/seating.md): its custom function's name, the engine's function, and the final stage's
   * stages in order under these settings for a field of this many players (docs/formats.md#the-final-stage), each a group seated together.
   */
  seating: {
    function: string;
    seat: SeatingFunction;
    stages(settings: string, players: number): StageId[][];
    /** Why no round is offered under these settings, when none is (a league without rounds). */
    notSeated?(settings: string): Said | undefined;
  };
  /** Before the last round is scored, who can still win (docs/stakes.md): its custom function's name and the engine's function. */
  stakes?: { function: string; table(fn: string, results: Arg, settings?: Arg): StakesTable };
}

/** The names of a list of declared custom functions, as a type. */
type NameOf<F extends readonly CustomFunction[]> = F[number]['name'];

/**
 * One descriptor, with the standings' player type kept inside it. Every function it names — its standings, its
 * seating, its stakes, its sheet's formula, each setting's `usedBy` — must be one it declares: a name misspelt, or a function
 * left out of the list, does not compile.
 */
export function defineGame<T, const F extends readonly CustomFunction[], const S extends SettingsSchema>(
  game: Omit<GameDescriptor, 'standings' | 'functions' | 'settings' | 'standingsFunction' | 'seating' | 'stakes' | 'template'> & {
    functions: F;
    settings: S & { readonly [K in keyof S]: { readonly usedBy: readonly NameOf<F>[] } };
    standingsFunction: NameOf<F>;
    standings(fn: string, results: Arg, settings?: Arg, roster?: Arg): Standings<T>;
    template: Template & { formula?: { fn: NameOf<F> } };
    variants?: Readonly<Record<string, Template & { formula?: { fn: NameOf<F> } }>>;
    seating: GameDescriptor['seating'] & { function: NameOf<F> };
    stakes?: NonNullable<GameDescriptor['stakes']> & { function: NameOf<F> };
  },
): GameDescriptor {
  return game as GameDescriptor;
}

/**
 * A set of functions that is not a game (the circuit's): every function a setting names must be one it declares, as
 * `defineGame` holds a game to.
 */
export function defineFunctionSet<const F extends readonly CustomFunction[], const S extends SettingsSchema>(
  set: Omit<FunctionSet, 'functions' | 'settings'> & {
    functions: F;
    settings: S & { readonly [K in keyof S]: { readonly usedBy: readonly NameOf<F>[] } };
  },
): FunctionSet {
  return set;
}

/** The spilled table of a standings function, as values: the documented columns (not the sheet's extra tie-break columns), then warnings. */
export function spillStandings<T>(s: Standings<T>): Spill {
  const table = standingsTable(
    s,
    s.columns.filter((c) => !c.tieBreak),
  );
  return spill(table.header, table.rows, s.warnings);
}

/** A standings table with the given columns, as values: their headers, and each ranked player's row. */
export function standingsTable<T>(s: Standings<T>, columns: readonly OutputColumn<T>[]): { header: Label[]; rows: Shown<Cell>[][] } {
  return { header: columns.map((c) => c.header), rows: s.ranked.map((r) => columns.map((c) => c.value(r))) };
}
