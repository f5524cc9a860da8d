import { words } from '../i18n/words';

/**
 * Diplomacy's words in the standings: its columns, its further tables and the steps of its tie-break chain, in
 * Italian and Romanian (docs/languages.md).
 */
export const DIPLOMACY_LABELS = words({
  'Scoring system': { it: 'Sistema di punteggio', ro: 'Sistem de punctaj' },
  System: { it: 'Sistema', ro: 'Sistem' },
  'Best country': { it: 'Miglior potenza', ro: 'Cea mai bună putere' },
  Power: { it: 'Potenza', ro: 'Putere' },
  Board: { it: 'Tavolo', ro: 'Masă' },
  Result: { it: 'Risultato', ro: 'Rezultat' },
  Centres: { it: 'Centri', ro: 'Centre' },
  Draws: { it: 'Patte', ro: 'Remize' },
  Losses: { it: 'Sconfitte', ro: 'Înfrângeri' },
  Eliminations: { it: 'Eliminazioni', ro: 'Eliminări' },
  'Best game': { it: 'Miglior partita', ro: 'Cea mai bună partidă' },
  'Second-best game': { it: 'Seconda miglior partita', ro: 'A doua cea mai bună partidă' },
  'Third-best game': { it: 'Terza miglior partita', ro: 'A treia cea mai bună partidă' },
  'Wins − losses': { it: 'Vittorie − sconfitte', ro: 'Victorii − înfrângeri' },
  'Masterpoints rank': { it: 'Posizione Masterpoints', ro: 'Loc Masterpoints' },
  centres: { it: 'centri', ro: 'centre' },
  draws: { it: 'patte', ro: 'remize' },
  'wins minus losses': { it: 'vittorie meno sconfitte', ro: 'victorii minus înfrângeri' },
  'best game': { it: 'miglior partita', ro: 'cea mai bună partidă' },
  'second-best game': { it: 'seconda miglior partita', ro: 'a doua cea mai bună partidă' },
  'third-best game': { it: 'terza miglior partita', ro: 'a treia cea mai bună partidă' },
  Needs: { it: 'Richiede', ro: 'Necesită' },
  Solo: { it: 'Solo', ro: 'Solo' },
  Scoring: { it: 'Punteggio', ro: 'Punctaj' },
  'Centres only': { it: 'Solo i centri', ro: 'Doar centrele' },
});
