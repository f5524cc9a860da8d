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
