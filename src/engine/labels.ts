import { CARCASSONNE_LABELS } from './carcassonne/labels';
import { CATAN_LABELS } from './catan/labels';
import { DIPLOMACY_LABELS } from './diplomacy/labels';
import type { Lang } from './i18n/lang';
import { type Words, wordIn, words } from './i18n/words';
import { hasOwn } from './shared/own';
import { STAKES_LABELS } from './shared/stakes/labels';

/**
 * The words every game shares: the standings' common columns, the final stage's places and stages, the seatings'
 * columns. Each game's own are in its folder (`catan/labels.ts`, …).
 */
const SHARED_LABELS = words({
  Rank: { it: 'Pos.', ro: 'Loc' },
  Player: { it: 'Giocatore', ro: 'Jucător' },
  Games: { it: 'Partite', ro: 'Partide' },
  Final: { it: 'Finale', ro: 'Finală' },
  'Tie-break': { it: 'Spareggio', ro: 'Departajare' },
  Name: { it: 'Nome', ro: 'Nume' },
  Round: { it: 'Turno', ro: 'Rundă' },
  'Round points': { it: 'Punti del turno', ro: 'Puncte de rundă' },
  VP: { it: 'VP', ro: 'PV' },
  Wins: { it: 'Vittorie', ro: 'Victorii' },
  Points: { it: 'Punti', ro: 'Puncte' },
  'round points': { it: 'punti del turno', ro: 'puncte de rundă' },
  wins: { it: 'vittorie', ro: 'victorii' },
  points: { it: 'punti', ro: 'puncte' },
  share: { it: 'percentuale', ro: 'procentaj' },
  placings: { it: 'piazzamenti', ro: 'locurile ocupate' },
  name: { it: 'nome', ro: 'nume' },
  Champion: { it: 'Campione', ro: 'Campion' },
  'Third place': { it: 'Finale per il 3º posto', ro: 'Finala mică' },
  'Semi-final': { it: 'Semifinale', ro: 'Semifinală' },
  'Quarter-final': { it: 'Quarti di finale', ro: 'Sferturi de finală' },
  'Top board': { it: 'Tavolo finale', ro: 'Masa finală' },
  'the quarter-final': { it: 'i quarti di finale', ro: 'sferturile de finală' },
  'the semi-final': { it: 'la semifinale', ro: 'semifinala' },
  'the third-place game': { it: 'la finale per il 3º posto', ro: 'finala mică' },
  'the final': { it: 'la finale', ro: 'finala' },
  'the final stage': { it: 'la fase finale', ro: 'faza finală' },
  'the preliminary standings': { it: 'la classifica preliminare', ro: 'clasamentul preliminar' },
  Table: { it: 'Tavolo', ro: 'Masă' },
  Seat: { it: 'Posto', ro: 'Loc la masă' },
  Starts: { it: 'Inizia', ro: 'Începe' },
  'Where do I sit': { it: 'Dove mi siedo', ro: 'Unde stau' },
});

/**
 * The words of the standings and the seatings, in English, each its own id: column headers, the names tie-break notes
 * give the steps, the final stage's places and the stages. The engine holds these ids (a header or step name outside
 * the lists does not compile); the adapters render them in the reader's language. Game words are the seeds' own
 * (Italian for Catan, Romanian for Carcassonne). Each folder's list joins here, the one list a new game's words join;
 * how to add a word or a language: docs/languages.md.
 */
const ALL = { ...SHARED_LABELS, ...STAKES_LABELS, ...CATAN_LABELS, ...DIPLOMACY_LABELS, ...CARCASSONNE_LABELS };

export type Label = keyof typeof ALL;
export const LABELS = Object.keys(ALL) as Label[];
const TABLE: Readonly<Record<string, Words>> = ALL;

/**
 * A label in the reader's language (a word outside the list, which only code the type checker did not see can hold,
 * stays as written).
 * @example label('it', 'Round points') // 'Punti del turno'
 */
export const label = (lang: Lang, id: Label): string => wordIn(TABLE, lang, id);

/** Whether a text is one of the labels (a value in a cell, such as a Final column's place). */
export const isLabel = (text: unknown): text is Label => typeof text === 'string' && hasOwn(TABLE, text);
