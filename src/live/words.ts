import type { Lang } from '../engine/i18n/lang';

/**
 * The live page's own words in each language (docs/languages.md): what it says, and the names of the columns a
 * snapshot marks by id. A column the page has no name for is shown with the standings sheet's own header.
 */
export interface LiveWords {
  nothing: string;
  choose: string;
  cannotRead: string;
  updated(time: string): string;
  offline(time: string): string;
  findMe: string;
  findHint: string;
  noMatch: string;
  roundNow(round: string): string;
  standings: string;
  finalStage: string;
  noStandings: string;
  table(id: string): string;
  board(id: string): string;
  awaiting: string;
  opponents: string;
  /** Before a player's Title and Cut while a round is in progress (the statuses are the stakes' own words). */
  atStake: string;
  rank: string;
  byName: string;
  page(n: number, of: number): string;
  scanToFollow: string;
  sign: string;
  slipScore: string;
  columns: Record<string, string>;
  stages: Record<string, string>;
  yes: string;
}

export const LIVE_WORDS: Record<Lang, LiveWords> = {
  en: {
    nothing: 'Nothing is published yet. The organizer publishes from the Podium sidebar.',
    choose: 'Choose a tournament:',
    cannotRead: 'This page is older than what was published: reload it, or ask the organizer to deploy again.',
    updated: (time) => `updated ${time}`,
    offline: (time) => `cannot reach the server; showing ${time}`,
    findMe: 'Find me',
    findHint: 'Type part of your name',
    noMatch: 'No player by that name.',
    roundNow: (round) => `Round ${round}`,
    standings: 'Standings',
    finalStage: 'Final stage',
    noStandings: 'No standings yet.',
    table: (id) => `Table ${id}`,
    board: (id) => `Board ${id}`,
    awaiting: 'awaiting scores',
    opponents: 'Opponents',
    atStake: 'At stake this round',
    rank: 'Rank',
    byName: 'Where do I sit',
    page: (n, of) => `${n} of ${of}`,
    scanToFollow: 'Scan to follow on your phone',
    sign: 'Signatures',
    slipScore: 'Score',
    columns: {
      rank: 'Rank',
      player: 'Player',
      round: 'Round',
      table: 'Table',
      board: 'Board',
      seat: 'Seat',
      power: 'Power',
      starts: 'Starts',
      opponent: 'Opponent',
      score: 'Score',
      games: 'Games',
      final: 'Final',
    },
    stages: { QF: 'Quarter-final', SF: 'Semi-final', F: 'Final', '3P': 'Third place' },
    yes: 'yes',
  },
  it: {
    nothing: "Non c'è ancora nulla di pubblicato. L'organizzatore pubblica dalla barra laterale di Podium.",
    choose: 'Scegli un torneo:',
    cannotRead:
      "Questa pagina è più vecchia di ciò che è stato pubblicato: ricaricala, o chiedi all'organizzatore di eseguire di nuovo il deployment.",
    updated: (time) => `aggiornato alle ${time}`,
    offline: (time) => `server non raggiungibile; dati delle ${time}`,
    findMe: 'Trovami',
    findHint: 'Scrivi parte del tuo nome',
    noMatch: 'Nessun giocatore con quel nome.',
    roundNow: (round) => `Turno ${round}`,
    standings: 'Classifica',
    finalStage: 'Fase finale',
    noStandings: 'Ancora nessuna classifica.',
    table: (id) => `Tavolo ${id}`,
    board: (id) => `Tavolo ${id}`,
    awaiting: 'in attesa dei punteggi',
    opponents: 'Avversari',
    atStake: 'Posta in gioco di questo turno',
    rank: 'Posizione',
    byName: 'Dove mi siedo',
    page: (n, of) => `${n} di ${of}`,
    scanToFollow: 'Inquadra per seguire dal telefono',
    sign: 'Firme',
    slipScore: 'Punteggio',
    columns: {
      rank: 'Pos.',
      player: 'Giocatore',
      round: 'Turno',
      table: 'Tavolo',
      board: 'Tavolo',
      seat: 'Posto',
      power: 'Potenza',
      starts: 'Inizia',
      opponent: 'Avversario',
      score: 'Punteggio',
      games: 'Partite',
      final: 'Finale',
    },
    stages: { QF: 'Quarti di finale', SF: 'Semifinale', F: 'Finale', '3P': 'Finale per il 3º posto' },
    yes: 'sì',
  },
  ro: {
    nothing: 'Încă nu este nimic publicat. Organizatorul publică din bara laterală Podium.',
    choose: 'Alegeți un turneu:',
    cannotRead: 'Această pagină este mai veche decât ce s-a publicat: reîncărcați-o sau cereți organizatorului să o implementeze din nou.',
    updated: (time) => `actualizat la ${time}`,
    offline: (time) => `serverul nu răspunde; date de la ${time}`,
    findMe: 'Găsiți-mă',
    findHint: 'Scrieți o parte din numele dumneavoastră',
    noMatch: 'Niciun jucător cu acest nume.',
    roundNow: (round) => `Runda ${round}`,
    standings: 'Clasament',
    finalStage: 'Faza finală',
    noStandings: 'Încă nu există clasament.',
    table: (id) => `Masa ${id}`,
    board: (id) => `Masa ${id}`,
    awaiting: 'așteaptă punctajul',
    opponents: 'Adversari',
    atStake: 'Miza acestei runde',
    rank: 'Locul',
    byName: 'La ce masă stau',
    page: (n, of) => `${n} din ${of}`,
    scanToFollow: 'Scanați ca să urmăriți pe telefon',
    sign: 'Semnături',
    slipScore: 'Punctaj',
    columns: {
      rank: 'Loc',
      player: 'Jucător',
      round: 'Rundă',
      table: 'Masă',
      board: 'Masă',
      seat: 'Loc la masă',
      power: 'Putere',
      starts: 'Începe',
      opponent: 'Adversar',
      score: 'Punctaj',
      games: 'Partide',
      final: 'Finală',
    },
    stages: { QF: 'Sferturi de finală', SF: 'Semifinală', F: 'Finală', '3P': 'Finala mică' },
    yes: 'da',
  },
};
