import { words } from '../i18n/words';

/**
 * Carcassonne's words in the standings: its columns and the steps of its tie-break chain, in Italian and Romanian:
 * the Romanian seed's own words (docs/languages.md).
 */
export const CARCASSONNE_LABELS = words({
  Byes: { it: 'Riposi', ro: 'Runde libere' },
  Share: { it: 'Percentuale', ro: 'Procentaj' },
  'Score difference': { it: 'Differenza punti', ro: 'Diferență de puncte' },
  'Sonneborn-Berger': { it: 'Sonneborn-Berger', ro: 'Sonneborn-Berger' },
  Buchholz: { it: 'Buchholz', ro: 'Buchholz' },
  'Buchholz cut 1': { it: 'Buchholz senza il peggiore', ro: 'Buchholz trunchiat (−1)' },
  'Buchholz full': { it: 'Buchholz completo', ro: 'Buchholz complet' },
  'full Buchholz': { it: 'Buchholz completo', ro: 'Buchholz complet' },
  'median Buchholz': { it: 'Buchholz mediano', ro: 'Buchholz median' },
  'Median Buchholz': { it: 'Buchholz mediano', ro: 'Buchholz median' },
  'score difference': { it: 'differenza punti', ro: 'diferență de puncte' },
  'the result between the tied players': {
    it: 'scontri diretti tra i giocatori a pari merito',
    ro: 'rezultatul direct dintre jucătorii la egalitate',
  },
  Opponent: { it: 'Avversario', ro: 'Adversar' },
});
