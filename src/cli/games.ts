import { Cell } from '../engine/shared/cells';
import { scoreSheet } from '../engine/carcassonne/scoresheet';
import { CATAN_STANDINGS_HEADER, catanStandings, catanStandingsRow } from '../engine/catan/standings';
import { BEST_COUNTRY_HEADER, bestCountryRow, DIPLOMACY_STANDINGS_HEADER, diplomacyStandings, diplomacyStandingsRow } from '../engine/diplomacy/standings';

/** What the command line prints for a tournament: the standings table, and any further tables with a title. */
export interface Printout {
  standings: Cell[][];
  extra: { title: string; rows: Cell[][] }[];
  warnings: string[];
  summary: string;
}

/** The games whose results files the command line reads, with the engine call and the custom function it mirrors. */
export const STANDINGS_GAMES: Record<string, (grid: Cell[][], settings: string) => Printout> = {
  catan: (grid, settings) => {
    const s = catanStandings('CATAN_STANDINGS', grid, settings);
    return {
      standings: [CATAN_STANDINGS_HEADER, ...s.ranked.map(catanStandingsRow)],
      extra: [],
      warnings: s.warnings,
      summary: `${s.ranked.length} players, ${s.games} games`,
    };
  },
  diplomacy: (grid, settings) => {
    const s = diplomacyStandings('DIP_STANDINGS', grid, settings);
    return {
      standings: [DIPLOMACY_STANDINGS_HEADER, ...s.ranked.map(diplomacyStandingsRow)],
      extra: [{ title: 'Best country', rows: [BEST_COUNTRY_HEADER, ...s.bestCountry.map(bestCountryRow)] }],
      warnings: s.warnings,
      summary: `${s.ranked.length} players, ${s.games} boards`,
    };
  },
};

/** Scoring logs the command line totals (`podium score`). */
export const SCORE_GAMES: Record<string, (grid: Cell[][], settings: string) => Printout> = {
  carcassonne: (grid, settings) => {
    const s = scoreSheet('CARC_SCORESHEET', grid, settings);
    return {
      standings: [['Player', 'Points'], ...s.players.map((p, k) => [p, s.totals[k]]).sort((a, b) => (b[1] as number) - (a[1] as number))],
      extra: [],
      warnings: [],
      summary: `${s.rows.length} scored rows, ${s.players.length} players`,
    };
  },
};
