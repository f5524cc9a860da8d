import { defineGame } from '../shared/game';
import { diplomacyBoards } from './boards';
import { DIPLOMACY_COLUMNS } from './columns';
import { DIPLOMACY_FUNCTIONS } from './functions';
import { DIPLOMACY_LABELS } from './labels';
import { DIPLOMACY_MESSAGES } from './messages';
import { POWERS, powerWords } from './powers';
import { DIPLOMACY_REPORT } from './report';
import { DIPLOMACY_SETTINGS } from './settings';
import { diplomacyStakes } from './stakes/stakes';
import { diplomacyStandings } from './standings';

/** Diplomacy as every adapter sees it. */
export const DIPLOMACY = defineGame({
  id: 'diplomacy',
  title: 'Diplomacy',
  prefix: 'DIP_',
  functions: DIPLOMACY_FUNCTIONS,
  messages: DIPLOMACY_MESSAGES,
  labels: DIPLOMACY_LABELS,
  standingsFunction: 'DIP_STANDINGS',
  columns: DIPLOMACY_COLUMNS,
  settings: DIPLOMACY_SETTINGS,
  groupNoun: 'board',
  scoreColumn: 'centres',
  report: DIPLOMACY_REPORT,
  standings: diplomacyStandings,
  valueWords: (key, cell) => (key === 'power' ? powerWords(String(cell ?? '')) : undefined),
  // a board's slip: each power's centres and year of elimination, and the board's final year
  slip: { each: ['centres', 'eliminated'], table: ['finalyear'] },
  template: {
    sheet: 'Results – Diplomacy',
    title: 'Diplomacy',
    headers: ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year', 'Masterpoints rank', 'Draw', 'Conceded'],
    checkboxes: ['Draw', 'Conceded'],
    lists: { Power: POWERS.map((p) => p.name) },
    formula: { fn: 'DIP_STANDINGS', range: 'A1:J' },
    words: {
      it: {
        sheet: 'Risultati – Diplomacy',
        headers: ['Turno', 'Tavolo', 'Giocatore', 'Potenza', 'Centri', 'Eliminato', 'Anno finale', 'Masterpoints', 'Patta', 'Concessione'],
      },
      ro: {
        sheet: 'Rezultate – Diplomacy',
        headers: ['Rundă', 'Masă', 'Jucător', 'Putere', 'Centre', 'Eliminat', 'Anul final', 'Masterpoints', 'Remiză', 'Cedare'],
      },
    },
  },
  examples: [{ file: 'examples/diplomacy-tournament.csv', settings: '' }],
  seating: { function: 'DIP_BOARDS', seat: diplomacyBoards, stages: () => [['F']] },
  stakes: { function: 'DIP_STAKES', table: diplomacyStakes },
});
