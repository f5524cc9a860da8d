import type { Noun } from './format';
import type { Lang } from './lang';

/** A player, in every language's forms: what the sentences of each folder count with `count`. */
export const PLAYER: Record<Lang, Noun> = {
  en: { one: 'player', other: 'players' },
  it: { one: 'giocatore', other: 'giocatori' },
  ro: { one: 'jucător', few: 'jucători', other: 'de jucători' },
};

/** A table, or a Diplomacy board (a tavolo, a masă too: docs/languages.md). */
export const TABLE: Record<Lang, Noun> = {
  en: { one: 'table', other: 'tables' },
  it: { one: 'tavolo', other: 'tavoli' },
  ro: { one: 'masă', few: 'mese', other: 'de mese' },
};

/** A league's match of two players, best of N games (an incontro, a meci: docs/glossary.md). */
export const MATCH: Record<Lang, Noun> = {
  en: { one: 'match', other: 'matches' },
  it: { one: 'incontro', other: 'incontri' },
  ro: { one: 'meci', few: 'meciuri', other: 'de meciuri' },
};

/** A game played (a partita, a partidă). */
export const GAME: Record<Lang, Noun> = {
  en: { one: 'game', other: 'games' },
  it: { one: 'partita', other: 'partite' },
  ro: { one: 'partidă', few: 'partide', other: 'de partide' },
};

/** A problem found in the data. */
export const PROBLEM: Record<Lang, Noun> = {
  en: { one: 'problem', other: 'problems' },
  it: { one: 'problema', other: 'problemi' },
  ro: { one: 'problemă', few: 'probleme', other: 'de probleme' },
};

/** A warning: something the standings or a seating had to compromise on. */
export const WARNING: Record<Lang, Noun> = {
  en: { one: 'warning', other: 'warnings' },
  it: { one: 'avviso', other: 'avvisi' },
  ro: { one: 'avertisment', few: 'avertismente', other: 'de avertismente' },
};

/** A row of a sheet. */
export const ROW: Record<Lang, Noun> = {
  en: { one: 'row', other: 'rows' },
  it: { one: 'riga', other: 'righe' },
  ro: { one: 'rând', few: 'rânduri', other: 'de rânduri' },
};

/** A column of a sheet. */
export const COLUMN: Record<Lang, Noun> = {
  en: { one: 'column', other: 'columns' },
  it: { one: 'colonna', other: 'colonne' },
  ro: { one: 'coloană', few: 'coloane', other: 'de coloane' },
};

/** A cell of a sheet. */
export const CELL: Record<Lang, Noun> = {
  en: { one: 'cell', other: 'cells' },
  it: { one: 'cella', other: 'celle' },
  ro: { one: 'celulă', few: 'celule', other: 'de celule' },
};

/** A seat at a table (a posto, a loc; a place in a ranking is another word: docs/glossary.md). */
export const SEAT: Record<Lang, Noun> = {
  en: { one: 'seat', other: 'seats' },
  it: { one: 'posto', other: 'posti' },
  ro: { one: 'loc', few: 'locuri', other: 'de locuri' },
};

/** A time something happens: "3 volte", "de 20 de ori". */
export const TIME: Record<Lang, Noun> = {
  en: { one: 'time', other: 'times' },
  it: { one: 'volta', other: 'volte' },
  ro: { one: 'dată', few: 'ori', other: 'de ori' },
};
