import { labels } from '../i18n/words';

/**
 * The words of the standings and the seatings that more than one folder says, in English, Italian and Romanian: the
 * standings' common columns, the names tie-break notes give the shared steps, the final stage's places and stages, the
 * seatings' columns. Each game's own are in its folder (`catan/labels.ts`, …), and its descriptor carries them. The
 * engine holds these values; the adapters show them in the reader's language. Game words are the seeds' own (Italian
 * for Catan, Romanian for Carcassonne); how to add a word or a language: docs/languages.md.
 */
export const SHARED_LABELS = labels({
  rank: { en: 'Rank', it: 'Pos.', ro: 'Loc' },
  player: { en: 'Player', it: 'Giocatore', ro: 'Jucător' },
  games: { en: 'Games', it: 'Partite', ro: 'Partide' },
  final: { en: 'Final', it: 'Finale', ro: 'Finală' },
  tieBreak: { en: 'Tie-break', it: 'Spareggio', ro: 'Departajare' },
  name: { en: 'Name', it: 'Nome', ro: 'Nume' },
  round: { en: 'Round', it: 'Turno', ro: 'Rundă' },
  roundPoints: { en: 'Round points', it: 'Punti del turno', ro: 'Puncte de rundă' },
  vp: { en: 'VP', it: 'VP', ro: 'PV' },
  wins: { en: 'Wins', it: 'Vittorie', ro: 'Victorii' },
  points: { en: 'Points', it: 'Punti', ro: 'Puncte' },
  roundPointsStep: { en: 'round points', it: 'punti del turno', ro: 'puncte de rundă' },
  winsStep: { en: 'wins', it: 'vittorie', ro: 'victorii' },
  pointsStep: { en: 'points', it: 'punti', ro: 'puncte' },
  share: { en: 'share', it: 'percentuale', ro: 'procentaj' },
  placings: { en: 'placings', it: 'piazzamenti', ro: 'locurile ocupate' },
  nameStep: { en: 'name', it: 'nome', ro: 'nume' },
  champion: { en: 'Champion', it: '1ª posizione', ro: 'Locul 1' },
  thirdPlace: { en: 'Third place', it: 'Finale per il 3º posto', ro: 'Finala mică' },
  semiFinal: { en: 'Semi-final', it: 'Semifinale', ro: 'Semifinală' },
  quarterFinal: { en: 'Quarter-final', it: 'Quarti di finale', ro: 'Sferturi de finală' },
  roundOf16: { en: 'Round of 16', it: 'Ottavi', ro: 'Optimi' },
  roundOf32: { en: 'Round of 32', it: 'Sedicesimi', ro: 'Șaisprezecimi' },
  roundOf64: { en: 'Round of 64', it: 'Trentaduesimi', ro: 'Treizecișidoimi' },
  topBoard: { en: 'Top board', it: 'Tavolo finale', ro: 'Masa finală' },
  theQuarterFinal: { en: 'the quarter-final', it: 'i quarti di finale', ro: 'sferturile de finală' },
  theSemiFinal: { en: 'the semi-final', it: 'la semifinale', ro: 'semifinală' },
  theThirdPlaceGame: { en: 'the third-place game', it: 'la finale per il 3º posto', ro: 'finala mică' },
  theFinal: { en: 'the final', it: 'la finale', ro: 'finală' },
  theFinalStage: { en: 'the final stage', it: 'la fase finale', ro: 'faza finală' },
  thePreliminaryStandings: { en: 'the preliminary standings', it: 'la classifica preliminare', ro: 'clasamentul preliminar' },
  table: { en: 'Table', it: 'Tavolo', ro: 'Masă' },
  seat: { en: 'Seat', it: 'Posto', ro: 'Loc la masă' },
  starts: { en: 'Starts', it: 'Inizia', ro: 'Începe' },
  whereDoISit: { en: 'Where do I sit', it: 'Dove mi siedo', ro: 'La ce masă stau' },
  needs: { en: 'Needs', it: 'Cosa serve', ro: 'Ce îi trebuie' },
  opponent: { en: 'Opponent', it: 'Avversario', ro: 'Adversar' },
  active: { en: 'Active', it: 'Attivo', ro: 'Activ' },
  avoid: { en: 'Avoid', it: 'Evita', ro: 'Evită' },
  fixedTable: { en: 'Fixed table', it: 'Tavolo fisso', ro: 'Masă fixă' },
  date: { en: 'Date', it: 'Data', ro: 'Data' },
  alias: { en: 'Alias', it: 'Altro nome', ro: 'Alt nume' },
});
