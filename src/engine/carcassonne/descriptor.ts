import { defineGame } from '../shared/game';
import { SHARED_LABELS } from '../shared/labels';
import { bracketOf, cutOf } from './bracket';
import { isByeTable } from './bye';
import { FEATURES } from './features';
import { CARCASSONNE_FUNCTIONS } from './functions';
import { CARCASSONNE_LABELS } from './labels';
import { LEAGUE_LABELS } from './league/labels';
import { matchLayout } from './league/live';
import { LEAGUE_MESSAGES } from './league/messages';
import { notSeated } from './league/seating';
import { CARCASSONNE_MESSAGES } from './messages';
import { carcassonnePairings } from './pairings';
import { CARCASSONNE_REPORT } from './report';
import { LOG_COLUMNS, scoreSheet } from './scoresheet';
import { CARCASSONNE_SETTINGS, readCarcassonneSettings } from './settings';
import { carcassonneStakes } from './stakes';
import { CARCASSONNE_COLUMNS, carcassonneStandings, resultsMode } from './standings';

/** Carcassonne as every adapter sees it: tournament standings, and the scoring log of one game. */
export const CARCASSONNE = defineGame({
  id: 'carcassonne',
  title: 'Carcassonne',
  prefix: 'CARC_',
  functions: CARCASSONNE_FUNCTIONS,
  // the online leagues' words are Carcassonne's (docs/leagues.md)
  messages: { ...CARCASSONNE_MESSAGES, ...LEAGUE_MESSAGES },
  labels: { ...CARCASSONNE_LABELS, ...LEAGUE_LABELS },
  standingsFunction: 'CARC_STANDINGS',
  columns: CARCASSONNE_COLUMNS,
  settings: CARCASSONNE_SETTINGS,
  groupNoun: 'table',
  scoreColumn: 'score',
  report: CARCASSONNE_REPORT,
  standings: carcassonneStandings,
  listsRoster: true,
  modeOf: resultsMode,
  liveLayout: matchLayout,
  isBye: isByeTable,
  template: {
    sheet: 'Results – Carcassonne',
    title: 'Carcassonne',
    // Starts is ticked by Seat next round… for the starting player, and read by the next pairing
    headers: ['Round', 'Table', 'Player', 'Score', 'Starts'],
    checkboxes: ['Starts'],
    lists: {},
    formula: { fn: 'CARC_STANDINGS', range: 'A1:E' },
    words: {
      it: { sheet: 'Risultati – Carcassonne', headers: ['Turno', 'Tavolo', 'Giocatore', 'Punteggio', 'Inizia'] },
      ro: { sheet: 'Rezultate – Carcassonne', headers: ['Rundă', 'Masă', 'Jucător', 'Punctaj', 'Începe'] },
    },
  },
  variants: {
    // a league of matches (docs/leagues.md#a-new-league-sheet): a row per player per match with Games won, what an online
    // league's organizer types from a match's result (2–1); the games' own scores stay on the platform
    match: {
      sheet: 'Matches – Carcassonne',
      title: 'Carcassonne matches (best of 3)',
      headers: ['Round', 'Match', 'Player', 'Games won'],
      checkboxes: [],
      lists: {},
      formula: { fn: 'CARC_STANDINGS', range: 'A1:D', settings: 'best-of=3' },
      words: {
        it: {
          sheet: 'Incontri – Carcassonne',
          title: 'Incontri di Carcassonne (al meglio di 3)',
          headers: ['Turno', 'Incontro', 'Giocatore', 'Partite vinte'],
        },
        ro: {
          sheet: 'Meciuri – Carcassonne',
          title: 'Meciuri de Carcassonne (cel mai bun din 3)',
          headers: ['Rundă', 'Meci', 'Jucător', 'Jocuri câștigate'],
        },
      },
    },
  },
  examples: [
    { file: 'examples/carcassonne-tournament.csv', settings: '' },
    { file: 'examples/carcassonne-ukraine.csv', settings: 'preset=ukraine' },
    // carcassonne.gg's Czech online championship 2025, its matches as published (docs/leagues.md#a-real-league-a-real-swiss-stage-and-a-real-team-cup)
    { file: 'examples/carcassonne-league.csv', settings: 'preset=gg-league' },
    // carcassonne.gg's RCP Champions League 2025, a Swiss stage, its matches as published (docs/leagues.md#a-real-league-a-real-swiss-stage-and-a-real-team-cup)
    { file: 'examples/carcassonne-swiss.csv', settings: 'preset=gg-swiss' },
  ],
  log: {
    example: 'examples/carcassonne-log.csv',
    columns: LOG_COLUMNS,
    template: {
      sheet: 'Log – Carcassonne',
      title: 'Carcassonne scoring log',
      headers: [
        'Feature',
        'Tiles',
        'Pennants',
        'Segments',
        'Cities',
        'Castles',
        'Modifiers',
        'Player 1',
        'Player 2',
        'Player 3',
        'Player 4',
      ],
      checkboxes: [],
      lists: { Feature: [...Object.keys(FEATURES), 'extra'] },
      formula: { fn: 'CARC_SCORESHEET', range: 'A1:K' },
      words: {
        it: {
          sheet: 'Registro – Carcassonne',
          title: 'Registro dei punteggi di Carcassonne',
          headers: [
            'Elemento',
            'Tessere',
            'Stemmi',
            'Segmenti',
            'Città',
            'Castelli',
            'Modificatori',
            'Giocatore 1',
            'Giocatore 2',
            'Giocatore 3',
            'Giocatore 4',
          ],
        },
        ro: {
          sheet: 'Jurnal – Carcassonne',
          title: 'Jurnalul de punctaj Carcassonne',
          headers: [
            'Teritoriu',
            'Cartonașe',
            'Blazoane',
            'Segmente',
            'Orașe',
            'Cetăți',
            'Modificatori',
            'Jucător 1',
            'Jucător 2',
            'Jucător 3',
            'Jucător 4',
          ],
        },
      },
    },
    totals(grid, settings) {
      const s = scoreSheet('CARC_SCORESHEET', grid, settings);
      const rows = s.players.map((p, k): [string, number] => [p, s.totals[k]]).sort((a, b) => b[1] - a[1]);
      return { header: [SHARED_LABELS.player, SHARED_LABELS.points], rows, scored: s.rows.length };
    },
  },
  seating: {
    function: 'CARC_PAIRINGS',
    seat: carcassonnePairings,
    // the bracket's stages one by one, then the final and the third-place game together (docs/formats.md#brackets)
    stages: (settings) => [
      ...bracketOf(cutOf(readCarcassonneSettings('CARC_PAIRINGS', settings).finals))
        .stages.filter((s) => s !== 'F' && s !== '3P')
        .map((s) => [s]),
      ['F', '3P'],
    ],
    notSeated,
  },
  stakes: { function: 'CARC_STAKES', table: carcassonneStakes },
});
