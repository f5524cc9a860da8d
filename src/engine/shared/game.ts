import { isLabel, type Label, label } from '../i18n/labels';
import type { Lang } from '../i18n/lang';
import type { Arg, Cell } from './cells';
import type { CustomFunction } from './customFunction';
import type { StagesPlayed } from './finalStage';
import type { ColumnSpec } from './headerTable';
import type { Criterion, Ranked } from './ranking';
import type { SeatingFunction } from './seating/seating';
import type { SettingsSchema } from './settings';
import { spill } from './spill';
import type { StageId } from './stages';

/** A column of the standings: its English header, the value of one ranked player, and how the sheet shows it. */
export interface OutputColumn<T> {
  header: Label;
  value(r: Ranked<T>): Cell;
  /** Shares are fractions that the sheet formats as percentages. */
  format?: 'percent';
  /**
   * A column that only shows a tie-break the ranking used (second-best game, Masterpoints rank): the standings sheet
   * has it, so that a player can see why; the spilled formula and the command line keep to the documented columns.
   */
  tieBreak?: boolean;
  /** Its values are words of the labels' list (the Final column's places), shown in the standings' language. */
  labels?: true;
}

/** A further table printed after the standings, such as Diplomacy's best country: its title, its header, its rows. */
export interface ExtraTable {
  title: Label;
  header: readonly Label[];
  rows: Cell[][];
}

/** A further table in the standings' language: the title, the header row, then the rows. */
export function extraRows(table: ExtraTable, lang: Lang): { title: string; rows: Cell[][] } {
  return { title: label(lang, table.title), rows: [table.header.map((h) => label(lang, h)), ...table.rows] };
}

/** A game's standings, computed: ranked players, the chain that ranked them, and the columns that show them. */
export interface Standings<T> {
  ranked: Ranked<T>[];
  chain: Criterion<T>[];
  columns: OutputColumn<T>[];
  name(item: T): string;
  warnings: string[];
  /** Tables or boards played. */
  games: number;
  extra: ExtraTable[];
  /** The numbered rounds with tables or boards awaiting scores: a stage is seated only when there are none. */
  unscored: string[];
  /** The language the standings are shown in (the `lang=` setting; English when left out). */
  lang?: Lang;
  /** The final stage, when the results hold one (docs/formats.md#the-final-stage): the preliminary ranking and the stages' tables. */
  final?: { preliminary: Ranked<T>[]; played: StagesPlayed };
}

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
  formula?: { fn: string; range: string };
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
  totals(grid: Cell[][], settings: string): { rows: Cell[][]; summary: string };
}

/** Everything an adapter needs to know of one game; adapters iterate the list in `games.ts` and nothing else. */
export interface GameDescriptor {
  id: string;
  title: string;
  /** The custom functions' prefix: `CATAN_`. */
  prefix: string;
  /** The game's custom functions, each declared once (the build writes their Apps Script stubs from this list). */
  functions: readonly CustomFunction[];
  standingsFunction: string;
  /** The header-driven results columns, with aliases. */
  columns: readonly ColumnSpec[];
  settings: SettingsSchema;
  /** What a game is played at: rows with the same Round and this column form one table or board. */
  groupNoun: 'table' | 'board';
  /** The results column of a table's scores (a key of `columns`): a table with none of it filled is not played yet. */
  scoreColumn: string;
  standings(fn: string, results: Arg, settings?: Arg): Standings<unknown>;
  /** Which kind of results these are, where the game's settings differ by it (the `mode` of a setting). */
  modeOf?(results: Arg): string;
  template: Template;
  /** Example tournaments in `examples/`, each with the settings of its format: `npm start` prints them. */
  examples: readonly { file: string; settings: string }[];
  log?: ScoringLog;
  /**
   * The next round's seating (docs/seating.md): its custom function's name, the engine's function, and the final stage's
   * stages in order under these settings for a field of this many players (docs/formats.md#the-final-stage), each a group seated together.
   */
  seating: { function: string; seat: SeatingFunction; stages(settings: string, players: number): StageId[][] };
}

/** One descriptor, with the standings' player type kept inside it. */
export function defineGame<T>(
  game: Omit<GameDescriptor, 'standings'> & { standings(fn: string, results: Arg, settings?: Arg): Standings<T> },
): GameDescriptor {
  return game as GameDescriptor;
}

/** The spilled table of a standings function: the documented columns (not the sheet's extra tie-break columns), then warnings. */
export function spillStandings<T>(s: Standings<T>): Cell[][] {
  const [header, ...rows] = standingsRows(
    s,
    s.columns.filter((c) => !c.tieBreak),
  );
  return spill(header as string[], rows, s.warnings, s.lang);
}

/** The rows of a standings table with the given columns, in the standings' language (or `lang`): header first. */
export function standingsRows<T>(s: Standings<T>, columns: OutputColumn<T>[], lang: Lang = s.lang ?? 'en'): Cell[][] {
  const cell = (c: OutputColumn<T>, r: Ranked<T>) => {
    const value = c.value(r);
    return c.labels && isLabel(value) ? label(lang, value) : value;
  };
  return [columns.map((c) => label(lang, c.header)), ...s.ranked.map((r) => columns.map((c) => cell(c, r)))];
}
