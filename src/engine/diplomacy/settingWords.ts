import { words } from '../i18n/words';

/**
 * Diplomacy's settings as the sidebar names them, in Italian and Romanian (docs/languages.md). The scoring systems'
 * names are their own in every language; their lines are messages (`scoringSystems/lines.ts`).
 */
export const DIPLOMACY_SETTING_WORDS = words({
  'Years of survival for an elimination (KISS)': {
    it: "Anni di sopravvivenza per un'eliminazione (KISS)",
    ro: 'Ani de supraviețuire la o eliminare (KISS)',
  },
  'Not the year of elimination': { it: "Senza l'anno dell'eliminazione", ro: 'Fără anul eliminării' },
  'The year of elimination too': { it: "Anche l'anno dell'eliminazione", ro: 'Inclusiv anul eliminării' },
  'Scoring system': { it: 'Sistema di punteggio', ro: 'Sistem de punctaj' },
  'Games counted in the total': { it: 'Partite contate nel totale', ro: 'Partide numărate în total' },
  'Every game': { it: 'Tutte le partite', ro: 'Toate partidele' },
  'The best game': { it: 'La partita migliore', ro: 'Cea mai bună partidă' },
  'The best 2 games': { it: 'Le 2 partite migliori', ro: 'Cele mai bune 2 partide' },
  'The best 3 games': { it: 'Le 3 partite migliori', ro: 'Cele mai bune 3 partide' },
  'The best 4 games': { it: 'Le 4 partite migliori', ro: 'Cele mai bune 4 partide' },
  'The best 5 games': { it: 'Le 5 partite migliori', ro: 'Cele mai bune 5 partide' },
  'Tie-breaks after points, in order': { it: 'Spareggi dopo i punti, in ordine', ro: 'Departajări după puncte, în ordine' },
  'A top board of the top 7': { it: 'Un tavolo finale dei primi 7', ro: 'O masă finală a primilor 7' },
  'The top board': { it: 'Il tavolo finale', ro: 'Masa finală' },
  'Decides places 1–7': { it: 'Decide i posti 1–7', ro: 'Decide locurile 1–7' },
  'Counts as one more game': { it: 'Conta come una partita in più', ro: 'Contează ca încă o partidă' },
  'Powers for the next round': { it: 'Potenze per il prossimo turno', ro: 'Puterile pentru runda următoare' },
  'The power each played least': { it: 'La potenza che ciascuno ha giocato meno', ro: 'Puterea jucată cel mai rar de fiecare' },
  'Blank: drawn at the board': { it: 'Vuoto: sorteggiate al tavolo', ro: 'Gol: trase la sorți la masă' },
});
