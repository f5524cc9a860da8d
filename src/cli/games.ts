import { GAMES } from '../engine/games';
import type { Lang } from '../engine/i18n/lang';
import { render } from '../engine/i18n/message';
import type { Cell } from '../engine/shared/cells';
import { extraRows, type GameDescriptor, standingsRows } from '../engine/shared/game';
import { SHARED_LABELS } from '../engine/shared/labels';
import { inLang } from '../engine/shared/settings';
import { tieNotes } from '../engine/shared/tieNotes';
import { CLI_WORDS } from './words';

/** A table with its title, as the command line prints it after the standings. */
export interface Titled {
  title: string;
  rows: Cell[][];
}

/** What the command line prints for a tournament: the standings table, and any further tables with a title. */
export interface Printout {
  standings: Cell[][];
  /**
   * The same tables as CSV and JSON give them: data, with English headers, keys and words whatever the language
   * (SPEC §12.3), made only when asked for.
   */
  data: () => { standings: Cell[][]; extra: Titled[] };
  /** What the terminal shows instead, where it shows more: every tie-break column and the note on each rank. */
  terminal?: Cell[][];
  extra: Titled[];
  warnings: string[];
  summary: string;
  /** The language of the printout's words (English when left out). */
  lang?: Lang;
  /**
   * Columns of dates Podium writes itself (a circuit's Date, an Elo's First and Last): CSV writes them as they are, so
   * that a spreadsheet reads a date, where any other text that looks like one keeps its apostrophe.
   */
  plain?: number[];
}

/** A game's standings as the spilled formula shows them (the documented columns), with the extra tables after; in the settings' `lang=`. */
export function standingsPrintout(game: GameDescriptor, grid: Cell[][], settings: string): Printout {
  const s = game.standings(game.standingsFunction, grid, settings);
  const notes = tieNotes(s);
  const all = standingsRows(s, s.columns);
  const shown = s.columns.filter((c) => !c.tieBreak);
  return {
    standings: standingsRows(s, shown),
    data: () => ({ standings: standingsRows(s, shown, 'en'), extra: s.extra.map((x) => extraRows(x, 'en')) }),
    // the terminal shows what the standings sheet shows: the tie-break columns and which rule separated each pair
    terminal: [[...all[0], SHARED_LABELS.tieBreak[s.lang ?? 'en']], ...all.slice(1).map((r, k) => [...r, notes[k]])],
    lang: s.lang,
    extra: s.extra.map((x) => extraRows(x, s.lang ?? 'en')),
    warnings: s.warnings,
    summary: CLI_WORDS[s.lang ?? 'en'].standingsSummary(s.ranked.length, s.games, game.groupNoun === 'board'),
  };
}

/** A scoring log's per-player totals (`podium score`), its header in `lang`. */
export function logPrintout(game: GameDescriptor, grid: Cell[][], settings: string, lang: Lang = 'en'): Printout {
  const totals = (game.log as NonNullable<GameDescriptor['log']>).totals(grid, settings);
  return {
    standings: [totals.header.map((h) => h[lang]), ...totals.rows],
    data: () => ({ standings: [totals.header.map((h) => h.en), ...totals.rows], extra: [] }),
    extra: [],
    lang,
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
  lang: Lang = 'en',
): Printout {
  const s = game.seating.seat(game.seating.function, grid, round, roster, seed, settings);
  const seats = new Set(s.rows.map((r) => r[s.header.indexOf(SHARED_LABELS.player)])).size;
  return {
    standings: [s.header.map((h) => h[lang]), ...s.rows],
    data: () => ({ standings: [s.header.map((h) => h.en), ...s.rows], extra: [] }),
    extra: [],
    lang,
    warnings: s.warnings.map((w) => render(w, lang)),
    summary: CLI_WORDS[lang].seatedSummary(s.round, seats),
  };
}

/** Before the last round is scored, who can still win (`podium stakes`), as its custom function spills it; warnings after. */
export function stakesPrintout(game: GameDescriptor, grid: Cell[][], settings: string): Printout {
  const stakes = game.stakes as NonNullable<GameDescriptor['stakes']>; // STAKES_GAMES hold a stakes function
  const t = stakes.table(stakes.function, grid, settings);
  return {
    standings: [t.header, ...t.rows],
    // the stakes' words are made in their language: in English, the table is asked again
    data: () => {
      const en = t.lang === 'en' ? t : stakes.table(stakes.function, grid, inLang(settings, 'en'));
      return { standings: [en.header, ...en.rows], extra: [] };
    },
    extra: [],
    lang: t.lang,
    warnings: t.warnings,
    summary: CLI_WORDS[t.lang].stakesSummary(t.rows.length),
  };
}

export const STANDINGS_GAMES = GAMES;
export const LOG_GAMES = GAMES.filter((g) => g.log);
/** The games whose descriptor declares stakes (a game a contributor adds may have none yet). */
export const STAKES_GAMES = GAMES.filter((g) => g.stakes);
