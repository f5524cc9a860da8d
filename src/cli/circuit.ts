import { DUEL_COLUMNS } from '../engine/carcassonne/duels';
import { carcElo } from '../engine/carcassonne/elo';
import { MATCH_COLUMNS } from '../engine/carcassonne/league/columns';
import { carcassonneTeams } from '../engine/carcassonne/league/teamStandings';
import { readCarcassonneSettings } from '../engine/carcassonne/settings';
import { EVENT_COLUMNS } from '../engine/circuit/columns';
import { circuitExport, type EventName } from '../engine/circuit/export';
import { circuitRating } from '../engine/circuit/rating';
import { readCircuitSettings } from '../engine/circuit/settings';
import { circuitStandings } from '../engine/circuit/standings';
import type { Lang } from '../engine/i18n/lang';
import type { Cell } from '../engine/shared/cells';
import type { GameDescriptor } from '../engine/shared/game';
import type { ColumnSpec } from '../engine/shared/headerTable';
import { headerOf, type ValueTable } from '../engine/shared/spill';
import { type Printout, printoutOf, type Rows } from './games';
import { CLI_WORDS } from './words';

// The command line's circuits (docs/circuits.md#the-command-line): a season's standings and rating, carcassonne.gg's
// Elo, and a tournament's rows for a circuit.

/** A table the engine returns as values, printed in the command's language; CSV and JSON in English (SPEC §12.3). */
function valuePrintout(t: ValueTable, summary: string, plain: number[] = []): Printout {
  return { standings: [headerOf(t), ...(t.rows as Rows)], extra: [], warnings: [...t.warnings], summary, plain };
}

/** `podium circuit`: CIRCUIT_STANDINGS over an events file, with an aliases file when given. */
export function circuitPrintout(grid: Cell[][], settings: string, lang: Lang, aliases?: Cell[][]): Printout {
  const t = circuitStandings('CIRCUIT_STANDINGS', grid, aliases, settings);
  return valuePrintout(t, CLI_WORDS[lang].circuitSummary(t.rows.length, t.columns.length - 6));
}

/** `podium rating`: CIRCUIT_RATING over an events file. */
export function ratingPrintout(grid: Cell[][], settings: string, lang: Lang, aliases?: Cell[][]): Printout {
  const t = circuitRating('CIRCUIT_RATING', grid, aliases, settings);
  return valuePrintout(t, CLI_WORDS[lang].ratingSummary(t.rows.length));
}

/** `podium elo`: CARC_ELO over a duels file; its First and Last are dates Podium writes, kept plain in CSV. */
export function eloPrintout(grid: Cell[][], settings: string, lang: Lang, aliases?: Cell[][]): Printout {
  const t = carcElo('CARC_ELO', grid, settings, aliases);
  const duels = t.rows.reduce((sum, r) => sum + (r[3] as number), 0) / 2;
  return valuePrintout(t, CLI_WORDS[lang].eloSummary(t.rows.length, duels), [7, 8]);
}

/** `podium teams`: CARC_TEAMS over a file of matches with a Team column (docs/leagues.md#team-events). */
export function teamsPrintout(grid: Cell[][], settings: string, lang: Lang): Printout {
  const s = carcassonneTeams('CARC_TEAMS', grid, settings);
  return printoutOf(s, CLI_WORDS[lang].teamsSummary(s.ranked.length, s.games));
}

/**
 * The commands over a file of their own (a season's, a team event's), without --game: the columns whose numbers are figures (the file's other cells stay
 * the text written), the settings checked before anything is read, and what the command prints.
 */
export const SEASON_COMMANDS: Readonly<
  Record<
    string,
    {
      columns: readonly ColumnSpec[];
      check(settings: string): void;
      print(grid: Cell[][], settings: string, lang: Lang, aliases?: Cell[][]): Printout;
    }
  >
> = {
  circuit: { columns: EVENT_COLUMNS, check: (s) => readCircuitSettings('CIRCUIT_STANDINGS', s), print: circuitPrintout },
  rating: { columns: EVENT_COLUMNS, check: (s) => readCircuitSettings('CIRCUIT_RATING', s), print: ratingPrintout },
  elo: { columns: DUEL_COLUMNS, check: (s) => readCarcassonneSettings('CARC_ELO', s), print: eloPrintout },
  teams: { columns: MATCH_COLUMNS, check: (s) => readCarcassonneSettings('CARC_TEAMS', s), print: teamsPrintout },
};

/**
 * `podium standings --format circuit`: a tournament's rows for a circuit (SPEC §16.1), as Export for circuit writes
 * them; the date is Podium's, kept plain in CSV so that a spreadsheet reads it as a date.
 */
export function exportPrintout(game: GameDescriptor, grid: Cell[][], settings: string, event: EventName, lang: Lang): Printout {
  const t = circuitExport(game, grid, settings, event);
  return valuePrintout(t, CLI_WORDS[lang].exportSummary(t.rows.length, event.name, event.day), [1]);
}
