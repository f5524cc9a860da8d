import { count, quoted as inQuotes, list, type Noun } from './format';
import type { Lang } from './lang';
import { PLAYER, TABLE, TIME } from './nouns';

/** The sentences around the standings, in each language: the notes on ranks and the warning rows. */
export interface SheetWords {
  /** No tie-break separated the two: they share the rank. */
  shared(above: string): string;
  /** A rule outside the chain (the final stage) put the player below. */
  below(above: string, by: string): string;
  /** Equal on the steps before, separated by `by`. */
  level(above: string, steps: readonly string[], by: string): string;
  /** A warning's row. */
  warning(text: string): string;
  /** Tables or boards of a round seated but not yet scored. */
  awaiting(n: number, noun: 'table' | 'board', round: string): string;
  /** Names that differ only in case or accents, each quoted. */
  spellings(quoted: readonly string[]): string;
  /** Two players who met more than once (at a table of 3–4, or in duels). */
  metAgain(pair: readonly string[], n: number, atTable: boolean): string;
  /** A player with more than one bye. */
  byes(player: string, n: number): string;
  /** Players with different numbers of rounds played: per count, its players (named when three or fewer). */
  roundsDiffer(counts: readonly { rounds: number; players: readonly string[] }[]): string;
}

/** "5 (Ann, Bo)", or "5 (12 players)" when more than three share the count. */
const roundsCount = (lang: Lang, player: Noun) => (c: { rounds: number; players: readonly string[] }) =>
  `${c.rounds} (${c.players.length <= 3 ? c.players.join(', ') : count(lang, c.players.length, player)})`;

/**
 * Each language's sentences; a language without one of them, or with a wrong parameter, does not compile.
 * @example SHEET_WORDS.it.level('Rossi', ['punti del turno', 'VP'], '% VP') // 'A pari merito con Rossi per punti del turno e VP; dietro per % VP'
 */
export const SHEET_WORDS: Readonly<Record<Lang, SheetWords>> = {
  en: {
    shared: (above) => `Level with ${above} on every tie-break: shared rank`,
    below: (above, by) => `Placed below ${above} by ${by}`,
    level: (above, steps, by) => `Level with ${above} on ${steps.join(', ')}; placed below by ${by}`,
    warning: (text) => `Warning: ${text}`,
    awaiting: (n, noun, round) => `${n} ${n === 1 ? noun : `${noun}s`} ${n === 1 ? 'awaits' : 'await'} scores (round ${round})`,
    spellings: (quoted) => `${quoted.join(' and ')} differ only in case or accents; if they are one player, spell the name the same way`,
    metAgain: (pair, n, atTable) => `${pair.join(' and ')} met ${n} times${atTable ? ' at a table' : ''}`,
    byes: (player, n) => `${player} had ${n} byes`,
    roundsDiffer: (counts) => `players have played different numbers of rounds: ${counts.map(roundsCount('en', PLAYER.en)).join(', ')}`,
  },
  it: {
    shared: (above) => `A pari merito con ${above} in tutti gli spareggi: posizione condivisa`,
    below: (above, by) => `Dietro a ${above} per ${by}`,
    level: (above, steps, by) => `A pari merito con ${above} per ${list('it', steps)}; dietro per ${by}`,
    warning: (text) => `Attenzione: ${text}`,
    // a Diplomacy board is a tavolo too (docs/languages.md)
    awaiting: (n, _noun, round) => `${count('it', n, TABLE.it)} in attesa di punteggio (turno ${round})`,
    spellings: (quoted) =>
      `${list(
        'it',
        quoted.map((q) => inQuotes('it', q)),
      )} differiscono solo per maiuscole o accenti; se sono lo stesso giocatore, scrivi il nome allo stesso modo`,
    metAgain: (pair, n, atTable) =>
      `${list('it', pair)}: ${count('it', n, { one: 'incontro', other: 'incontri' })}${atTable ? ' allo stesso tavolo' : ''}`,
    byes: (player, n) => `${player} ha avuto ${count('it', n, { one: 'riposo', other: 'riposi' })}`,
    roundsDiffer: (counts) =>
      `i giocatori hanno giocato un numero diverso di turni: ${counts.map(roundsCount('it', PLAYER.it)).join(', ')}`,
  },
  ro: {
    shared: (above) => `La egalitate cu ${above} la toate criteriile de departajare: loc împărțit`,
    below: (above, by) => `Sub ${above} după ${by}`,
    level: (above, steps, by) => `La egalitate cu ${above} la ${list('ro', steps)}; departajat după ${by}`,
    warning: (text) => `Atenție: ${text}`,
    awaiting: (n, _noun, round) => `${count('ro', n, TABLE.ro)} așteaptă punctajul (runda ${round})`,
    spellings: (quoted) =>
      `${list(
        'ro',
        quoted.map((q) => inQuotes('ro', q)),
      )} diferă doar prin majuscule sau diacritice; dacă sunt același jucător, scrieți numele la fel`,
    metAgain: (pair, n, atTable) => `${list('ro', pair)} s-au întâlnit de ${count('ro', n, TIME.ro)}${atTable ? ' la aceeași masă' : ''}`,
    byes: (player, n) => `${player} a avut ${count('ro', n, { one: 'rundă liberă', few: 'runde libere', other: 'de runde libere' })}`,
    roundsDiffer: (counts) => `jucătorii au jucat un număr diferit de runde: ${counts.map(roundsCount('ro', PLAYER.ro)).join(', ')}`,
  },
};
