import { words } from '../i18n/words';

/** Catan's settings as the sidebar names them, in Italian and Romanian (docs/languages.md). */
export const CATAN_SETTING_WORDS = words({
  Italy: { it: 'Italia', ro: 'Italia' },
  'the Italian championship regulation (the seed): 5-3-2-1, 5-3-2 at three; VP, VP %': {
    it: 'il regolamento del campionato italiano: 5-3-2-1, 5-3-2 a tre; VP, % VP',
    ro: 'regulamentul campionatului italian: 5-3-2-1, 5-3-2 la trei; PV, % PV',
  },
  'Deutsche Catan-Meisterschaft ranking rules: 5-3-1 at three; VP up to the target, VP %, placings': {
    it: 'regole di classifica della Deutsche Catan-Meisterschaft: 5-3-1 a tre; VP fino al traguardo, % VP, piazzamenti',
    ro: 'regulile de clasament ale Deutsche Catan-Meisterschaft: 5-3-1 la trei; PV până la țintă, % PV, locurile ocupate',
  },
  'CATAN Studio': { it: 'CATAN Studio', ro: 'CATAN Studio' },
  "CATAN Studio's preliminary ranking (2024): wins, total VP, VP % summed": {
    it: 'la classifica preliminare di CATAN Studio (2024): vittorie, VP totali, % VP sommate',
    ro: 'clasamentul preliminar CATAN Studio (2024): victorii, total PV, % PV însumate',
  },
  'World Boardgaming Championships': { it: 'World Boardgaming Championships', ro: 'World Boardgaming Championships' },
  'WBC (2017): 100-50-20-10, 100-40-10 at three; wins, VP': {
    it: 'WBC (2017): 100-50-20-10, 100-40-10 a tre; vittorie, VP',
    ro: 'WBC (2017): 100-50-20-10, 100-40-10 la trei; victorii, PV',
  },
  'Ranked first by': { it: 'Primo criterio della classifica', ro: 'Primul criteriu al clasamentului' },
  'Round points by place': { it: 'Punti del turno per piazzamento', ro: 'Puncte de rundă după loc' },
  'Games won (a shared 1st split)': {
    it: 'Partite vinte (un primo piazzamento a pari merito si divide)',
    ro: 'Partide câștigate (un loc 1 împărțit se împarte)',
  },
  'Round points at four-player tables': { it: 'Punti del turno ai tavoli da quattro', ro: 'Puncte de rundă la mesele de patru' },
  'Tie-breaks after the first, in order': {
    it: 'Spareggi dopo il primo criterio, in ordine',
    ro: 'Departajări după primul criteriu, în ordine',
  },
  'VP % measured as': { it: '% VP calcolata come', ro: '% PV calculat ca' },
  "The mean of each game's share": { it: 'La media delle percentuali di ogni partita', ro: 'Media procentajelor fiecărei partide' },
  "The sum of each game's share": { it: 'La somma delle percentuali di ogni partita', ro: 'Suma procentajelor fiecărei partide' },
  "All the player's VP ÷ all their tables' VP": {
    it: 'Tutti i VP del giocatore ÷ tutti i VP dei suoi tavoli',
    ro: 'Toate PV ale jucătorului ÷ toate PV ale meselor sale',
  },
  'VP % at three-player tables': { it: '% VP ai tavoli da tre', ro: '% PV la mesele de trei' },
  "The three players' VP": { it: 'I VP dei tre giocatori', ro: 'PV ale celor trei jucători' },
  'VP to win': { it: 'VP per vincere', ro: 'PV pentru victorie' },
  'Top 4 below 29 players, else top 16': {
    it: 'Primi 4 sotto i 29 giocatori, altrimenti primi 16',
    ro: 'Primii 4 sub 29 de jucători, altfel primii 16',
  },
  'Top 4 at the final table': { it: 'Primi 4 al tavolo finale', ro: 'Primii 4 la masa finală' },
  'Top 8: two semi-final tables': { it: 'Primi 8: due tavoli di semifinale', ro: 'Primii 8: două mese de semifinală' },
  'Top 12: three semi-final tables': { it: 'Primi 12: tre tavoli di semifinale', ro: 'Primii 12: trei mese de semifinală' },
  'Top 16: four semi-final tables': { it: 'Primi 16: quattro tavoli di semifinale', ro: 'Primii 16: patru mese de semifinală' },
  'Seat the next round by': { it: 'Disponi il prossimo turno per', ro: 'Așezați runda următoare după' },
});
