import { defineGame } from '../shared/game';
import { CATAN_COLUMNS } from './columns';
import { catanCut } from './finals';
import { CATAN_FUNCTIONS } from './functions';
import { CATAN_LABELS } from './labels';
import { CATAN_MESSAGES } from './messages';
import { CATAN_REPORT } from './report';
import { catanSeating } from './seating';
import { CATAN_SETTINGS, readCatanSettings } from './settings';
import { catanStakes } from './stakes';
import { catanStandings } from './standings';

/** Catan as every adapter sees it. */
export const CATAN = defineGame({
  id: 'catan',
  title: 'Catan',
  prefix: 'CATAN_',
  functions: CATAN_FUNCTIONS,
  messages: CATAN_MESSAGES,
  labels: CATAN_LABELS,
  standingsFunction: 'CATAN_STANDINGS',
  columns: CATAN_COLUMNS,
  settings: CATAN_SETTINGS,
  groupNoun: 'table',
  // a table's slip: each player's VP, and a box to tick for a declared victory
  slip: { each: ['vp', 'declared'], table: [] },
  scoreColumn: 'vp',
  report: CATAN_REPORT,
  standings: catanStandings,
  template: {
    sheet: 'Results – Catan',
    title: 'Catan',
    // Seat is filled by Seat next round… and read by the next seating (seat 1 shared out)
    headers: ['Round', 'Table', 'Player', 'VP', 'Declared', 'Seat'],
    checkboxes: ['Declared'],
    lists: {},
    formula: { fn: 'CATAN_STANDINGS', range: 'A1:F' },
    words: {
      it: { sheet: 'Risultati – Catan', headers: ['Turno', 'Tavolo', 'Giocatore', 'VP', 'Dichiarata', 'Posto'] },
      ro: { sheet: 'Rezultate – Catan', headers: ['Rundă', 'Masă', 'Jucător', 'PV', 'Declarată', 'Loc la masă'] },
    },
  },
  examples: [
    { file: 'examples/catan-tournament.csv', settings: '' },
    { file: 'examples/catan-wins.csv', settings: 'preset=catan-studio; finals=top8' },
  ],
  seating: {
    function: 'CATAN_SEATING',
    seat: catanSeating,
    stages: (settings, players) => (catanCut(readCatanSettings('CATAN_SEATING', settings), players) === 4 ? [['F']] : [['SF'], ['F']]),
  },
  stakes: { function: 'CATAN_STAKES', table: catanStakes },
});
