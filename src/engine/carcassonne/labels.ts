import { labels } from '../i18n/words';

/**
 * Carcassonne's words in the standings: its columns and the steps of its tie-break chain, in English, Italian and
 * Romanian: the Romanian seed's own words (docs/languages.md).
 */
export const CARCASSONNE_LABELS = labels({
  byes: { en: 'Byes', it: 'Riposi', ro: 'Runde libere' },
  share: { en: 'Share', it: 'Percentuale', ro: 'Procentaj' },
  scoreDifference: { en: 'Score difference', it: 'Differenza punti', ro: 'Diferență de puncte' },
  sonnebornBerger: { en: 'Sonneborn-Berger', it: 'Sonneborn-Berger', ro: 'Sonneborn-Berger' },
  buchholz: { en: 'Buchholz', it: 'Buchholz', ro: 'Buchholz' },
  buchholzCut1: { en: 'Buchholz cut 1', it: 'Buchholz senza il peggiore', ro: 'Buchholz trunchiat (−1)' },
  buchholzFull: { en: 'Buchholz full', it: 'Buchholz completo', ro: 'Buchholz complet' },
  fullBuchholz: { en: 'full Buchholz', it: 'Buchholz completo', ro: 'Buchholz complet' },
  medianBuchholzStep: { en: 'median Buchholz', it: 'Buchholz mediano', ro: 'Buchholz median' },
  medianBuchholz: { en: 'Median Buchholz', it: 'Buchholz mediano', ro: 'Buchholz median' },
  scoreDifferenceStep: { en: 'score difference', it: 'differenza punti', ro: 'diferență de puncte' },
  headToHead: {
    en: 'the result between the tied players',
    it: 'scontri diretti tra i giocatori a pari merito',
    ro: 'rezultatul direct dintre jucătorii la egalitate',
  },
  score: { en: 'Score', it: 'Punteggio', ro: 'Punctaj' },
  feature: { en: 'Feature', it: 'Elemento', ro: 'Teritoriu' },
  total: { en: 'Total', it: 'Totale', ro: 'Total' },
  tiles: { en: 'Tiles', it: 'Tessere', ro: 'Cartonașe' },
  pennants: { en: 'Pennants', it: 'Stemmi', ro: 'Blazoane' },
  segments: { en: 'Segments', it: 'Segmenti', ro: 'Segmente' },
  cities: { en: 'Cities', it: 'Città', ro: 'Orașe' },
  castles: { en: 'Castles', it: 'Castelli', ro: 'Cetăți' },
  modifiers: { en: 'Modifiers', it: 'Modificatori', ro: 'Modificatori' },
  opponentWins: { en: 'Opponent wins', it: 'Vittorie avversario', ro: 'Victoriile adversarului' },
  bestOf: { en: 'Best of', it: 'Al meglio di', ro: 'Cel mai bun din' },
  elo: { en: 'Elo', it: 'Elo', ro: 'Elo' },
  duels: { en: 'Duels', it: 'Duelli', ro: 'Dueluri' },
  won: { en: 'Won', it: 'Vinti', ro: 'Câștigate' },
  drawn: { en: 'Drawn', it: 'Pareggiati', ro: 'Egale' },
  lost: { en: 'Lost', it: 'Persi', ro: 'Pierdute' },
  firstDuel: { en: 'First', it: 'Primo duello', ro: 'Primul duel' },
  lastDuel: { en: 'Last', it: 'Ultimo duello', ro: 'Ultimul duel' },
});
