import { GAMES } from '../engine/games';
import type { Lang } from '../engine/i18n/lang';
import type { Said, Shown } from '../engine/i18n/message';
import type { Label } from '../engine/i18n/words';
import type { Cell } from '../engine/shared/cells';
import { type GameDescriptor, standingsTable } from '../engine/shared/game';
import { SHARED_LABELS } from '../engine/shared/labels';
import { tieNotes } from '../engine/shared/tieNotes';
import { CLI_WORDS } from './words';

/** Rows of values, header first: what the engine hands the command line, rendered by its printout. */
export type Rows = Shown<Cell>[][];

/**
 * What the command line prints for a tournament, as values: the standings table, any further tables with a title,
 * and the warnings. The printout renders them: the terminal's table in the command's language, CSV and JSON as data
 * in English (SPEC §12.3).
 */
export interface Printout {
  standings: Rows;
  /** What the terminal shows instead, where it shows more: every tie-break column and the note on each rank. */
  terminal?: Rows;
  extra: { title: Label; rows: Rows }[];
  warnings: Said[];
  /** What was done, in the command's language (on stderr when the table goes to a file). */
  summary: string;
  /**
   * Columns of dates Podium writes itself (a circuit's Date, an Elo's First and Last): CSV writes them as they are, so
   * that a spreadsheet reads a date, where any other text that looks like one keeps its apostrophe.
   */
  plain?: number[];
}

/** A game's standings as the spilled formula shows them (the documented columns), with the extra tables after; a roster's players who have not played after the others. */
export function standingsPrintout(game: GameDescriptor, grid: Cell[][], settings: string, lang: Lang, roster?: Cell[][]): Printout {
  const s = game.standings(game.standingsFunction, grid, settings, roster);
  const notes = tieNotes(s);
  const all = standingsTable(s, s.columns);
  const shown = standingsTable(
    s,
    s.columns.filter((c) => !c.tieBreak),
  );
  return {
    standings: [shown.header, ...shown.rows],
    // the terminal shows what the standings sheet shows: the tie-break columns and which rule separated each pair
    terminal: [[...all.header, SHARED_LABELS.tieBreak], ...all.rows.map((r, k) => [...r, notes[k] ?? ''])],
    extra: s.extra.map((x) => ({ title: x.title, rows: [[...x.header], ...x.rows] })),
    warnings: s.warnings,
    summary: CLI_WORDS[lang].standingsSummary(s.ranked.length, s.games, game.groupNoun === 'board'),
  };
}

/** A scoring log's per-player totals (`podium score`). */
export function logPrintout(game: GameDescriptor, grid: Cell[][], settings: string, lang: Lang): Printout {
  const totals = (game.log as NonNullable<GameDescriptor['log']>).totals(grid, settings);
  return {
    standings: [[...totals.header], ...totals.rows],
    extra: [],
    warnings: [],
    summary: CLI_WORDS[lang].logSummary(totals.scored, totals.rows.length),
  };
}

/** The next round's seating (`podium seat`), as its custom function spills it; warnings after. */
export function seatingPrintout(
  game: GameDescriptor,
  grid: Cell[][],
  round: string,
  roster: Cell[][] | undefined,
  seed: string,
  settings: string,
  lang: Lang,
): Printout {
  const s = game.seating.seat(game.seating.function, grid, round, roster, seed, settings);
  const seats = new Set(s.rows.map((r) => r[s.header.indexOf(SHARED_LABELS.player)])).size;
  return {
    standings: [[...s.header], ...s.rows],
    extra: [],
    warnings: s.warnings,
    summary: CLI_WORDS[lang].seatedSummary(s.round, seats),
  };
}

/** Before the last round is scored, who can still win (`podium stakes`), as its custom function spills it; warnings after. */
export function stakesPrintout(game: GameDescriptor, grid: Cell[][], settings: string, lang: Lang): Printout {
  const stakes = game.stakes as NonNullable<GameDescriptor['stakes']>; // STAKES_GAMES hold a stakes function
  const t = stakes.table(stakes.function, grid, settings);
  return {
    standings: [t.header, ...t.rows],
    extra: [],
    warnings: t.warnings,
    summary: CLI_WORDS[lang].stakesSummary(t.rows.length),
  };
}

export const STANDINGS_GAMES = GAMES;
export const LOG_GAMES = GAMES.filter((g) => g.log);
/** The games whose descriptor declares stakes (a game a contributor adds may have none yet). */
export const STAKES_GAMES = GAMES.filter((g) => g.stakes);
