import { count, list } from './format';
import type { Lang } from './lang';

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
}

const TAVOLO = { one: 'tavolo', other: 'tavoli' };
const MASA = { one: 'masă', few: 'mese', other: 'de mese' };

/**
 * Each language's sentences; a language without one of them, or with a wrong parameter, does not compile.
 * @example SHEET_WORDS.it.level('Rossi', ['punti del turno', 'PV'], '% PV') // 'Pari con Rossi per punti del turno e PV; dietro per % PV'
 */
export const SHEET_WORDS: Readonly<Record<Lang, SheetWords>> = {
  en: {
    shared: (above) => `Level with ${above} on every tie-break: shared rank`,
    below: (above, by) => `Placed below ${above} by ${by}`,
    level: (above, steps, by) => `Level with ${above} on ${steps.join(', ')}; placed below by ${by}`,
    warning: (text) => `Warning: ${text}`,
    awaiting: (n, noun, round) => `${n} ${n === 1 ? noun : `${noun}s`} ${n === 1 ? 'awaits' : 'await'} scores (round ${round})`,
  },
  it: {
    shared: (above) => `Pari con ${above} in tutti gli spareggi: posizione condivisa`,
    below: (above, by) => `Dietro a ${above} per ${by}`,
    level: (above, steps, by) => `Pari con ${above} per ${list('it', steps)}; dietro per ${by}`,
    warning: (text) => `Attenzione: ${text}`,
    // a Diplomacy board is a tavolo too (glossary §4.5)
    awaiting: (n, _noun, round) => `${count('it', n, TAVOLO)} in attesa di punteggio (turno ${round})`,
  },
  ro: {
    shared: (above) => `La egalitate cu ${above} la toate criteriile: loc împărțit`,
    below: (above, by) => `Sub ${above} după ${by}`,
    level: (above, steps, by) => `La egalitate cu ${above} la ${list('ro', steps)}; departajat după ${by}`,
    warning: (text) => `Atenție: ${text}`,
    awaiting: (n, _noun, round) => `${count('ro', n, MASA)} așteaptă scorurile (runda ${round})`,
  },
};
