import { defineGame } from '../shared/game';
import { catanSeating } from './seating';
import { CATAN_SETTINGS } from './settings';
import { CATAN_COLUMNS, catanStandings } from './standings';

/** Catan as every adapter sees it. */
export const CATAN = defineGame({
  id: 'catan',
  title: 'Catan',
  prefix: 'CATAN_',
  standingsFunction: 'CATAN_STANDINGS',
  columns: CATAN_COLUMNS,
  settings: CATAN_SETTINGS,
  groupNoun: 'table',
  standings: catanStandings,
  template: {
    sheet: 'Results – Catan',
    title: 'Catan',
    headers: ['Round', 'Table', 'Player', 'VP', 'Declared'],
    checkboxes: ['Declared'],
    lists: {},
    formula: '=CATAN_STANDINGS(A1:E)',
  },
  example: 'examples/catan-tournament.csv',
  seating: { function: 'CATAN_SEATING', seat: catanSeating },
});
