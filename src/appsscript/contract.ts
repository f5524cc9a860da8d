// The contract between the sidebar and its server functions (docs/conventions.md#the-sidebar-the-command-line-and-the-build): the one place both sides take their types
// from. Types only, plus the list of names, so the sidebar's bundle carries nothing of the server.

import type { Lang } from '../engine/i18n/lang';
import type { Label } from '../engine/i18n/words';

/** A problem as the sidebar lists it: the cell to look at, and what is wrong there. */
export interface SheetProblem {
  cell?: string;
  message: string;
}

/** One setting of a game's standings, as the sidebar shows it: its words already told in the organizer's language. */
export interface SettingInfo {
  key: string;
  label: string;
  values: string[];
  default: string;
  /** Typed as ids joined by `>` rather than picked from a list. */
  chain: boolean;
  /** Words per value where the id needs them: a scoring system's or a format's name, and a line on it. */
  describe: Record<string, { name: string; line?: string }>;
  /** The results this setting matters for (`duel`, `placement`), when not all: the sidebar hides it for others. */
  mode?: string;
  /** For a Format (preset) choice: the value of every other setting under each format, which choosing it fills in. */
  fills?: Record<string, Record<string, string>>;
  /** A whole number typed in a number field between these (blank: the default, whose words are `describe`'s). */
  whole?: { min: number; max: number };
}

export interface GameInfo {
  id: string;
  title: string;
  settings: SettingInfo[];
}

/**
 * A request from the sidebar: it carries the per-document token the sidebar was given (SPEC §13.5's second guard),
 * which every function the sidebar calls checks.
 */
export interface Signed {
  token?: string;
}

export interface BuildRequest extends Signed {
  game: string;
  sheet: string;
  settings: string;
  /** A roster sheet whose players with no game yet the standings list after the others, where the game does (SPEC §17.3). */
  roster?: string;
}

/** Why a server function did nothing: every problem found, or another run holding the document. */
export interface Refusal {
  ok: false;
  busy?: boolean;
  problems: SheetProblem[];
}

export type BuildOutcome =
  | {
      ok: true;
      sheet: string;
      players: number;
      games: number;
      milliseconds: number;
      warnings: string[];
      /** Why the live page was not updated after it, if it was not (also among the warnings). */
      live?: string[];
    }
  | Refusal;

/** Export for circuit (docs/circuits.md#export): the sheet written, its rows, and the event's name and day on each. */
export type ExportOutcome = { ok: true; sheet: string; rows: number; event: string; date: string; warnings: string[] } | Refusal;

/** Seat next round… (docs/seating.md): the results sheet, an optional roster sheet, the round (blank: next) and the seed. */
export interface SeatingRequest extends Signed {
  game: string;
  sheet: string;
  roster?: string;
  round?: string | number;
  seed?: string | number;
  settings: string;
}

export type SeatingOutcome =
  | {
      ok: true;
      /** The round seated, or the stage (`QF`, `SF`, `F`, `3P`). */
      round: number | string;
      /** The columns' names, in the seating's language. */
      header: string[];
      /** Which of them holds the players' names. */
      player: number;
      rows: (string | number | boolean)[][];
      warnings: string[];
      /** After Write: the seating sheet written and the rows appended to the results. */
      written?: { sheet: string; rows: number };
    }
  | Refusal;

/**
 * What the sidebar needs to know of a results sheet: the rounds Seat next round offers (the next numbered round and
 * the next stage, the default first), and the kind of results (`duel`, `placement`) where settings differ by it.
 */
/** `notSeated`: why no round is offered (a league without rounds), in the sidebar's language. */
export type ResultsInfo = { ok: true; rounds: string[]; mode?: string; notSeated?: string } | Refusal;

export interface SidebarState {
  /** The organizer's language (their Google account's), in which the sidebar speaks. */
  lang: Lang;
  games: GameInfo[];
  /** Every sheet that is not Podium's, with the games whose results headers it has. */
  sheets: { name: string; games: string[] }[];
  newSheets: { id: string; title: string }[];
  saved: BuildRequest | null;
  /** The live page's settings (SPEC §13.1) and its address, null until a web app is deployed. */
  live: LiveState;
  /** The per-document token the sidebar sends with every call (SPEC §13.5, §15.4). */
  token: string;
}

/** How a published page shows names: as the results write them, or `Franca V.` (SPEC §13.1). */
export type LiveNames = 'as-written' | 'initial';

export interface LiveState {
  publish: boolean;
  title: string;
  names: LiveNames;
  url: string | null;
}

export interface LiveSettingsRequest extends Signed {
  publish: boolean;
  title?: string;
  names?: LiveNames;
}

/** A cell as the live page receives it: a value, or words in every language (format 2) for the page to show in its own. */
export type LiveCell = string | number | boolean | Label;

/**
 * A round, a stage or the standings as the live page shows them: each column's key (`rank`, `player`, a figure's
 * tie-break id, `table`, `seat`…), so the page names it, and its words in the snapshot's language and in every language.
 */
export interface LiveTable {
  header: string[];
  columns: string[];
  /** The columns' headers in every language, so that a page in another language than the standings names a column it has no word of its own for. */
  words?: Label[];
  /**
   * Per column, whether it holds shares, sent as percentages to one decimal (33.1) for the page to write in its own
   * language (`33.1%`, `33,1%`). Optional, as `words`: a page of format 1 shows a snapshot without it as it is.
   */
  percent?: boolean[];
  rows: LiveCell[][];
}

export interface LiveRoundTable extends LiveTable {
  round: string;
  /** The tables or boards still without scores. */
  unscored: string[];
  /** The tables that are a bye (SPEC §13.7.4). Optional, as every field added to format 1: an older page ignores it. */
  byes?: string[];
  /** When the round was written (Write's time, ISO): for ten minutes a screen shows it first (SPEC §13.7.1). */
  since?: string;
  /** A stage's scored tables: each one's winner, as the game's rules decide, named as in the rest of the snapshot. */
  winners?: Record<string, string>;
  /** The words of values that have some (powers), by the English value the rows hold: the page writes its language's. */
  terms?: Record<string, Label>;
  /** The boxes of a score slip, by their labels: each player's, and the table's once (SPEC §13.7.3). */
  slip?: { each: Label[]; table: Label[] };
  /** A league's match is the best of this many games: a player's card says so (docs/leagues.md#the-live-page). */
  bestOf?: number;
}

/** A place's status after the round in progress (SPEC §14.2): sure of it, still open, or gone. */
export type LiveStatus = 'certain' | 'possible' | 'out';

/**
 * Title and Cut while a round is in progress (SPEC §14), each player named as in the rest of the snapshot: the page
 * words the statuses and the cut (`Cut (top 8)`) in its own language.
 */
export interface LiveStakes {
  /** The cut's size under `finals=`: the 8 of `top 8`. */
  cut: number;
  /**
   * What the game's groups are: a Diplomacy cut is its top board, which Italian and Romanian name so (`Tavolo finale`).
   * Optional, so a snapshot published before it still reads: its cut is named as a table game's.
   */
  kind?: 'table' | 'board';
  /** Each player's Title and Cut, and Needs in every language (a sentence: the page shows its own language's). */
  rows: { player: string; title: LiveStatus; cut: LiveStatus; needs?: Record<Lang, string> }[];
}

/** What a published tournament holds, and all that leaves the spreadsheet (SPEC §13.1). */
export interface LiveSnapshot {
  /** The snapshot's format: a page that knows an older one says it cannot read it. */
  format: number;
  version: string;
  title: string;
  game: string;
  lang: Lang;
  /** When it was published, as an ISO time. */
  published: string;
  standings: LiveTable | null;
  round: LiveRoundTable | null;
  stages: LiveRoundTable[];
  /**
   * Title and Cut while a round is in progress and the game has stakes; absent otherwise. Optional, so a page of
   * format 1 reads it (an older page ignores it, a newer one reads older snapshots without it): no new format.
   */
  stakes?: LiveStakes;
  /** How far the standings go: after which round, and how much of the next is scored (SPEC §13.7.1). */
  after?: { round: number; next?: { round: number; scored: number; tables: number } };
  /** The spreadsheet's time zone, in which the page tells the time of the publication (SPEC §13.7.5). */
  timeZone?: string;
}

export interface LiveEntry {
  t: string;
  title: string;
  game: string;
}

/** The functions the live page calls: read-only, and none reads the spreadsheet (SPEC §13.2, §13.5). */
export interface LivePageServer {
  liveList(): LiveEntry[];
  liveVersion(t: string): string | null;
  liveSnapshot(t: string): LiveSnapshot | null;
}

export type LiveOutcome = { ok: true; url: string | null; warnings: string[] } | Refusal;
export type PublishOutcome = { ok: true; published: string[]; warnings: string[] } | Refusal;

/** The server functions the sidebar calls through google.script.run, with their argument and answer. */
export interface SidebarServer {
  getSidebarState(request: Signed): SidebarState;
  buildStandings(request: BuildRequest): BuildOutcome;
  exportCircuit(request: BuildRequest): ExportOutcome;
  createTournament(game: string, from: string | undefined, token: string): string;
  resultsInfo(request: SeatingRequest): ResultsInfo;
  selectCell(cell: string, token: string): boolean;
  previewSeating(request: SeatingRequest): SeatingOutcome;
  writeSeating(request: SeatingRequest): SeatingOutcome;
  liveSettings(request: LiveSettingsRequest): LiveOutcome;
  publishNow(request: Signed): PublishOutcome;
}

/** Their names, so a test can check that each is a top-level function of the built file. */
export const SIDEBAR_SERVER_FUNCTIONS: readonly (keyof SidebarServer)[] = [
  'getSidebarState',
  'buildStandings',
  'exportCircuit',
  'createTournament',
  'resultsInfo',
  'selectCell',
  'previewSeating',
  'writeSeating',
  'liveSettings',
  'publishNow',
];
