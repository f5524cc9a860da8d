import { Cell } from '../../engine/shared/cells';
import { Criterion, Ranked } from '../../engine/shared/ranking';
import { CATAN_CHAIN, CATAN_COLUMNS, CATAN_STANDINGS_HEADER, catanStandings, catanStandingsRow } from '../../engine/catan/standings';
import { CATAN_SETTINGS } from '../../engine/catan/settings';
import { DIPLOMACY_SETTINGS } from '../../engine/diplomacy/settings';
import {
  BEST_COUNTRY_HEADER,
  bestCountryRow,
  describeGame,
  DIPLOMACY_CHAIN,
  DIPLOMACY_COLUMNS,
  DIPLOMACY_STANDINGS_HEADER,
  diplomacyStandings,
  diplomacyStandingsRow,
} from '../../engine/diplomacy/standings';
import { ColumnSpec } from '../../engine/shared/headerTable';
import { SettingsSchema } from '../../engine/shared/settings';

/** Everything the standings sheet shows, computed before anything is written. */
export interface Report {
  rows: Cell[][];
  /** Per row, the note on its rank cell ("" for none). */
  notes: string[];
  /** Columns formatted as percentages. */
  percentColumns: number[];
  players: number;
  games: number;
  warnings: string[];
}

/** Which rule put a player below the one above, in words ("" when the first rule did, or the rank is shared). */
function tieNote<T>(ranked: Ranked<T>[], k: number, chain: Criterion<T>[], name: (t: T) => string): string {
  const r = ranked[k];
  if (k === 0) return '';
  const above = ranked[k - 1];
  if (r.shared && above.rank === r.rank) return `Level with ${name(above.item)} on every tie-break: shared rank`;
  const step = chain.findIndex((c) => c.name === r.decidedBy);
  if (step <= 0) return '';
  return `Level with ${name(above.item)} on ${chain.slice(0, step).map((c) => c.name).join(', ')}; placed below by ${r.decidedBy}`;
}

function withNotes<T>(header: string[], ranked: Ranked<T>[], chain: Criterion<T>[], row: (r: Ranked<T>) => Cell[], name: (t: T) => string) {
  const notes = ranked.map((_, k) => tieNote(ranked, k, chain, name));
  return { rows: [[...header, 'Tie-break'], ...ranked.map((r, k) => [...row(r), notes[k]])], notes: ['', ...notes] };
}

export interface SheetGame {
  title: string;
  columns: ColumnSpec[];
  settings: SettingsSchema;
  report(grid: Cell[][], settings: string): Report;
  /** The results sheet New tournament… creates. */
  template: { headers: string[]; checkboxes: string[]; lists: Record<string, string[]>; formula: string };
}

const pad = (rows: Cell[][], width: number) => rows.map((r) => [...r, ...Array(Math.max(0, width - r.length)).fill('')]);

export const SHEET_GAMES: Record<'catan' | 'diplomacy', SheetGame> = {
  catan: {
    title: 'Catan',
    columns: CATAN_COLUMNS,
    settings: CATAN_SETTINGS,
    report(grid, settings) {
      const s = catanStandings('CATAN_STANDINGS', grid, settings);
      const { rows, notes } = withNotes(CATAN_STANDINGS_HEADER, s.ranked, CATAN_CHAIN, catanStandingsRow, (x) => x.player);
      return { rows, notes, percentColumns: [4], players: s.ranked.length, games: s.games, warnings: s.warnings };
    },
    template: { headers: ['Round', 'Table', 'Player', 'VP', 'Declared'], checkboxes: ['Declared'], lists: {}, formula: '=CATAN_STANDINGS(A1:E)' },
  },
  diplomacy: {
    title: 'Diplomacy',
    columns: DIPLOMACY_COLUMNS,
    settings: DIPLOMACY_SETTINGS,
    report(grid, settings) {
      const s = diplomacyStandings('DIP_STANDINGS', grid, settings);
      // Every tie-break the ranking used gets a column of its own, so a player can see why.
      const header = [...DIPLOMACY_STANDINGS_HEADER, 'Wins − losses', 'Second-best game', 'Third-best game', 'Masterpoints rank'];
      const row = (r: Ranked<(typeof s.ranked)[number]['item']>) => {
        const x = r.item;
        const game = (k: number) => (x.games[k] ? describeGame(x.games[k]) : '');
        return [...diplomacyStandingsRow(r), x.count.Win - x.count.Loss, game(1), game(2), x.masterpoints ?? ''];
      };
      const table = withNotes(header, s.ranked, DIPLOMACY_CHAIN, row, (x) => x.player);
      const width = table.rows[0].length;
      const best = [['Best country'], BEST_COUNTRY_HEADER, ...s.bestCountry.map(bestCountryRow)];
      return {
        rows: pad([...table.rows, [], ...best], width),
        notes: [...table.notes, ...Array(best.length + 1).fill('')],
        percentColumns: [],
        players: s.ranked.length,
        games: s.games,
        warnings: s.warnings,
      };
    },
    template: {
      headers: ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year', 'Masterpoints rank'],
      checkboxes: [],
      lists: { Power: ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'] },
      formula: '=DIP_STANDINGS(A1:H)',
    },
  },
};

