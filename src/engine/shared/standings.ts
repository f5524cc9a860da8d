import type { Said, Shown } from '../i18n/message';
import type { Label } from '../i18n/words';
import type { Cell } from './cells';
import type { Criterion, Ranked } from './ranking';
import type { StageId } from './stageIds';

// The shape of a game's standings, which the games compute and the shared layer (the final stage, the seatings, the
// spill) reads: kept apart from the code of either, so that neither imports the other for a type.

/** A game's standings, computed: ranked players, the chain that ranked them, and the columns that show them. */
export interface Standings<T> {
  ranked: Ranked<T>[];
  chain: Criterion<T>[];
  columns: OutputColumn<T>[];
  name(item: T): string;
  /** What the organizer should know (tables awaiting scores, names spelt two ways), as messages an adapter renders. */
  warnings: Said[];
  /** Tables or boards played. */
  games: number;
  /** The round of each table or board played, numbered or a stage: what an export for a circuit counts rounds and boards by. */
  played: string[];
  extra: ExtraTable[];
  /** The numbered rounds with tables or boards awaiting scores: a stage is seated only when there are none. */
  unscored: string[];
  /** The final stage, when the results hold one (docs/formats.md#the-final-stage): the preliminary ranking and the stages' tables. */
  final?: { preliminary: Ranked<T>[]; played: StagesPlayed };
}

/**
 * A column of the standings: its key, its header, the value of one ranked player, and how the sheet shows it. The key
 * says what the column shows, the same in every language and game (docs/architecture.md#columns): `rank`, `player`,
 * `games`, `final`, or a figure's tie-break id (`vp`, `share`, `buchholz-cut1`); a figure shown twice is shown once,
 * and the live page names a column by it.
 */
export interface OutputColumn<T> {
  key: string;
  header: Label;
  /** The value of one ranked player: a number or a name, or words (the Final column's place, Diplomacy's games). */
  value(r: Ranked<T>): Shown<Cell>;
  /** Shares are fractions that the sheet formats as percentages. */
  format?: 'percent';
  /**
   * A column that only shows a tie-break the ranking used (second-best game, Masterpoints rank): the standings sheet
   * has it, so that a player can see why; the spilled formula and the command line keep to the documented columns.
   */
  tieBreak?: boolean;
}

/** A further table printed after the standings, such as Diplomacy's best country: its title, its header, its rows. */
export interface ExtraTable {
  title: Label;
  header: readonly Label[];
  rows: Shown<Cell>[][];
}

/** One table or board of a stage: its players in finishing order once scored (winner first), else as seated. */
export interface StageTable {
  id: string;
  players: string[];
  scored: boolean;
}

/** The stages the results hold, and which of them are complete: every table there and scored. */
export interface StagesPlayed {
  tables: Map<StageId, StageTable[]>;
  complete: Set<StageId>;
  /** A bracket's top seeds who wait for its second stage, once its first is complete (docs/formats.md#brackets). */
  byes?: string[];
}
