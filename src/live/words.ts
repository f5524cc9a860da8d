import { count } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { MATCH, TABLE } from '../engine/i18n/nouns';
import type { StageId } from '../engine/shared/stageIds';

/** What a round's groups are, as the page counts them: tables, Diplomacy's boards (a tavolo, a masă too), a league's matches. */
export type GroupKind = 'table' | 'board' | 'match';
const NOUNS: Record<string, typeof TABLE> = { table: TABLE, board: TABLE, match: MATCH };
/** The noun a kind of group is counted with; tables for any other. */
const nounOf = (kind: GroupKind) => NOUNS[kind] ?? TABLE;

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
  /** A page whose calls fail, before anything is shown, and after (SPEC §13.7.5): it keeps trying. */
  retryingFirst: string;
  retrying(time: string): string;
  findMe: string;
  findHint: string;
  noMatch: string;
  roundNow(round: string): string;
  standings: string;
  /** How far the standings go: after which round, and how much of the next is scored (SPEC §13.7.1). */
  after(round: string): string;
  partly(round: string, scored: number, of: number, kind?: GroupKind): string;
  finalStage: string;
  noStandings: string;
  table(id: string): string;
  board(id: string): string;
  /** A league's match (docs/leagues.md#the-live-page): `Match 3`, and as a player's card says it. */
  match(id: string): string;
  matchLine(opponent: string, score: string, bestOf: number): string;
  awaiting: string;
  /** A bye's table, and what it means for the player (SPEC §13.7.4). */
  bye: string;
  byeMeans: string;
  /** A player in the standings with no table in the round in progress. */
  notPlaying(round: string): string;
  opponents: string;
  /** The mark beside a stage table's winner, for those who cannot see it in bold. */
  winner: string;
  /** Before a player's Title and Cut while a round is in progress (the statuses are the stakes' own words). */
  atStake: string;
  rank: string;
  byName: string;
  page(n: number, of: number): string;
  scanToFollow: string;
  sign: string;
  slipScore: string;
  /** The list of a table's players a table number finds. */
  atTable: string;
  columns: Record<string, string>;
  stages: Record<StageId, string>;
  yes: string;
}

export const LIVE_WORDS: Record<Lang, LiveWords> = {
  en: {
    nothing: 'Nothing is published yet. The organizer publishes from the Podium sidebar.',
    choose: 'Choose a tournament:',
    cannotRead: 'This page is older than what was published: reload it, or ask the organizer to deploy again.',
    updated: (time) => `updated ${time}`,
    offline: (time) => `cannot reach the server; showing ${time}`,
    retryingFirst: 'Cannot reach the server yet; trying again…',
    retrying: (time) => `cannot reach the server; trying again (showing ${time})`,
    findMe: 'Find me',
    findHint: 'Your name or table number',
    noMatch: 'No player by that name.',
    roundNow: (round) => `Round ${round}`,
    standings: 'Standings',
    after: (round) => `after round ${round}`,
    partly: (round, scored, of, kind = 'table') =>
      `round ${round}: ${scored} of ${count('en', of, kind === 'board' ? { one: 'board', other: 'boards' } : nounOf(kind).en)} scored`,
    finalStage: 'Final stage',
    noStandings: 'No standings yet.',
    table: (id) => `Table ${id}`,
    board: (id) => `Board ${id}`,
    match: (id) => `Match ${id}`,
    matchLine: (opponent, score, bestOf) => [`v ${opponent}`, score, `best of ${bestOf}`].filter(Boolean).join(' · '),
    awaiting: 'awaiting scores',
    bye: 'Bye',
    byeMeans: 'no game this round',
    notPlaying: (round) => `Not playing in ${round}`,
    opponents: 'Opponents',
    winner: 'winner',
    atStake: 'At stake this round',
    rank: 'Rank',
    byName: 'Where do I sit',
    page: (n, of) => `${n} of ${of}`,
    scanToFollow: 'Scan to follow on your phone',
    sign: 'Signatures',
    slipScore: 'Score',
    atTable: 'Players',
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
    stages: {
      R64: 'Round of 64',
      R32: 'Round of 32',
      R16: 'Round of 16',
      QF: 'Quarter-final',
      SF: 'Semi-final',
      F: 'Final',
      '3P': 'Third place',
    },
    yes: 'yes',
  },
  it: {
    nothing: "Non c'è ancora nulla di pubblicato. L'organizzatore pubblica dalla barra laterale di Podium.",
    choose: 'Scegli un torneo:',
    cannotRead:
      "Questa pagina è più vecchia di ciò che è stato pubblicato: ricaricala, o chiedi all'organizzatore di eseguire di nuovo il deployment.",
    updated: (time) => `aggiornato alle ${time}`,
    offline: (time) => `server non raggiungibile; dati delle ${time}`,
    retryingFirst: 'Il server non risponde ancora; nuovo tentativo in corso…',
    retrying: (time) => `server non raggiungibile; nuovo tentativo in corso (dati delle ${time})`,
    findMe: 'Trovami',
    findHint: 'Nome o numero del tavolo',
    noMatch: 'Nessun giocatore con quel nome.',
    roundNow: (round) => `Turno ${round}`,
    standings: 'Classifica',
    after: (round) => `dopo il turno ${round}`,
    partly: (round, scored, of, kind = 'table') =>
      `turno ${round}: ${scored} su ${count('it', of, nounOf(kind).it)} con ${kind === 'match' ? 'i risultati' : 'i punteggi'}`,
    finalStage: 'Fase finale',
    noStandings: 'Ancora nessuna classifica.',
    table: (id) => `Tavolo ${id}`,
    board: (id) => `Tavolo ${id}`,
    match: (id) => `Incontro ${id}`,
    matchLine: (opponent, score, bestOf) => [`contro ${opponent}`, score, `al meglio di ${bestOf}`].filter(Boolean).join(' · '),
    awaiting: 'in attesa dei punteggi',
    bye: 'Riposo',
    byeMeans: 'nessuna partita in questo turno',
    notPlaying: (round) => `Non gioca: ${round}`,
    opponents: 'Avversari',
    winner: 'vincitore',
    atStake: 'Posta in gioco di questo turno',
    rank: 'Posizione',
    byName: 'Dove mi siedo',
    page: (n, of) => `${n} di ${of}`,
    scanToFollow: 'Inquadra per seguire dal telefono',
    sign: 'Firme',
    slipScore: 'Punteggio',
    atTable: 'Giocatori',
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
    stages: {
      R64: 'Trentaduesimi',
      R32: 'Sedicesimi',
      R16: 'Ottavi',
      QF: 'Quarti di finale',
      SF: 'Semifinale',
      F: 'Finale',
      '3P': 'Finale per il 3º posto',
    },
    yes: 'sì',
  },
  ro: {
    nothing: 'Încă nu este nimic publicat. Organizatorul publică din bara laterală Podium.',
    choose: 'Alegeți un turneu:',
    cannotRead: 'Această pagină este mai veche decât ce s-a publicat: reîncărcați-o sau cereți organizatorului să o implementeze din nou.',
    updated: (time) => `actualizat la ${time}`,
    offline: (time) => `serverul nu răspunde; date de la ${time}`,
    retryingFirst: 'Serverul nu răspunde încă; se încearcă din nou…',
    retrying: (time) => `serverul nu răspunde; se încearcă din nou (date de la ${time})`,
    findMe: 'Găsiți-mă',
    findHint: 'Numele sau numărul mesei',
    noMatch: 'Niciun jucător cu acest nume.',
    roundNow: (round) => `Runda ${round}`,
    standings: 'Clasament',
    after: (round) => `după runda ${round}`,
    partly: (round, scored, of, kind = 'table') =>
      `runda ${round}: ${scored} din ${count('ro', of, nounOf(kind).ro)} cu ${kind === 'match' ? 'rezultat' : 'punctaj'}`,
    finalStage: 'Faza finală',
    noStandings: 'Încă nu există clasament.',
    table: (id) => `Masa ${id}`,
    board: (id) => `Masa ${id}`,
    match: (id) => `Meciul ${id}`,
    matchLine: (opponent, score, bestOf) => [`cu ${opponent}`, score, `cel mai bun din ${bestOf}`].filter(Boolean).join(' · '),
    awaiting: 'așteaptă punctajul',
    bye: 'Rundă liberă',
    byeMeans: 'fără partidă în această rundă',
    notPlaying: (round) => `Nu joacă: ${round}`,
    opponents: 'Adversari',
    winner: 'câștigător',
    atStake: 'Miza acestei runde',
    rank: 'Locul',
    byName: 'La ce masă stau',
    page: (n, of) => `${n} din ${of}`,
    scanToFollow: 'Scanați ca să urmăriți pe telefon',
    sign: 'Semnături',
    slipScore: 'Punctaj',
    atTable: 'Jucători',
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
    stages: {
      R64: 'Treizecișidoimi',
      R32: 'Șaisprezecimi',
      R16: 'Optimi',
      QF: 'Sferturi de finală',
      SF: 'Semifinală',
      F: 'Finală',
      '3P': 'Finala mică',
    },
    yes: 'da',
  },
};
