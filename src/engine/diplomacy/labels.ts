import { labels } from '../i18n/words';

/**
 * Diplomacy's words in the standings: its columns, its further tables and the steps of its tie-break chain, in
 * English, Italian and Romanian (docs/languages.md).
 */
export const DIPLOMACY_LABELS = labels({
  scoringSystem: { en: 'Scoring system', it: 'Sistema di punteggio', ro: 'Sistem de punctaj' },
  system: { en: 'System', it: 'Sistema', ro: 'Sistem' },
  bestCountry: { en: 'Best country', it: 'Miglior potenza', ro: 'Cea mai bună putere' },
  power: { en: 'Power', it: 'Potenza', ro: 'Putere' },
  board: { en: 'Board', it: 'Tavolo', ro: 'Masă' },
  result: { en: 'Result', it: 'Risultato', ro: 'Rezultat' },
  centres: { en: 'Centres', it: 'Centri', ro: 'Centre' },
  draws: { en: 'Draws', it: 'Patte', ro: 'Remize' },
  losses: { en: 'Losses', it: 'Sconfitte', ro: 'Înfrângeri' },
  eliminations: { en: 'Eliminations', it: 'Eliminazioni', ro: 'Eliminări' },
  bestGame: { en: 'Best game', it: 'Miglior partita', ro: 'Cea mai bună partidă' },
  secondBestGame: { en: 'Second-best game', it: 'Seconda miglior partita', ro: 'A doua cea mai bună partidă' },
  thirdBestGame: { en: 'Third-best game', it: 'Terza miglior partita', ro: 'A treia cea mai bună partidă' },
  winsMinusLosses: { en: 'Wins − losses', it: 'Vittorie − sconfitte', ro: 'Victorii − înfrângeri' },
  masterpointsRank: { en: 'Masterpoints rank', it: 'Posizione Masterpoints', ro: 'Loc Masterpoints' },
  centresStep: { en: 'centres', it: 'centri', ro: 'centre' },
  drawsStep: { en: 'draws', it: 'patte', ro: 'remize' },
  winsMinusLossesStep: { en: 'wins minus losses', it: 'vittorie meno sconfitte', ro: 'victorii minus înfrângeri' },
  bestGameStep: { en: 'best game', it: 'miglior partita', ro: 'cea mai bună partidă' },
  secondBestGameStep: { en: 'second-best game', it: 'seconda miglior partita', ro: 'a doua cea mai bună partidă' },
  thirdBestGameStep: { en: 'third-best game', it: 'terza miglior partita', ro: 'a treia cea mai bună partidă' },
  solo: { en: 'Solo', it: 'Solo', ro: 'Solo' },
  scoring: { en: 'Scoring', it: 'Punteggio', ro: 'Punctaj' },
  // the columns a scoring system needs: not the stakes' Needs (what a player needs), which the Italian and Romanian say apart
  systemNeeds: { en: 'Needs', it: 'Richiede', ro: 'Necesită' },
  centresOnly: { en: 'Centres only', it: 'Solo i centri', ro: 'Doar centrele' },
  eliminated: { en: 'Eliminated', it: 'Eliminato', ro: 'Eliminat' },
  finalYear: { en: 'Final year', it: 'Anno finale', ro: 'Anul final' },
  draw: { en: 'Draw', it: 'Patta', ro: 'Remiză' },
  win: { en: 'Win', it: 'Vittoria', ro: 'Victorie' },
  loss: { en: 'Loss', it: 'Sconfitta', ro: 'Înfrângere' },
  elimination: { en: 'Elimination', it: 'Eliminazione', ro: 'Eliminare' },
  /** Before a round's number in a game's cell on the live page: `R2`, `T2` (turno), `R2` (rundă). */
  roundInitial: { en: 'R', it: 'T', ro: 'R' },
  conceded: { en: 'Conceded', it: 'Concessione', ro: 'Cedare' },
});
