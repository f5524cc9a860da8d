import { count } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { GAME as GAMES, PLAYER, PROBLEM as PROBLEMS, TABLE } from '../engine/i18n/nouns';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The command line's own words around the engine's (which speak through their messages), in each language. */
export interface CliWords {
  /** Where a problem is in a file: the header is line 1. */
  line(n: number): string;
  column(n: number, name?: string): string;
  warning: string;
  problemsFound(n: number): string;
  noProblems(summary: string): string;
  standingsSummary(players: number, played: number, boards: boolean): string;
  seatedSummary(round: number | string, players: number): string;
}

export const CLI_WORDS: Record<Lang, CliWords> = {
  en: {
    line: (n) => `line ${n}`,
    column: (n, name) => `column ${n}${name ? ` (${name})` : ''}`,
    warning: 'warning',
    problemsFound: (n) => `${plural(n, 'problem')} found`,
    noProblems: (summary) => `no problems (${summary})`,
    standingsSummary: (players, played, boards) => `${players} players, ${played} ${boards ? 'boards' : 'games'}`,
    seatedSummary: (round, players) => `round ${round}: ${players} players seated`,
  },
  it: {
    line: (n) => `riga ${n}`,
    column: (n, name) => `colonna ${n}${name ? ` (${name})` : ''}`,
    warning: 'attenzione',
    problemsFound: (n) => `${count('it', n, PROBLEMS.it)} ${n === 1 ? 'trovato' : 'trovati'}`,
    noProblems: (summary) => `nessun problema (${summary})`,
    standingsSummary: (players, played, boards) =>
      `${count('it', players, PLAYER.it)}, ${count('it', played, boards ? TABLE.it : GAMES.it)}`,
    seatedSummary: (round, players) => `turno ${round}: ${count('it', players, PLAYER.it)} ai tavoli`,
  },
  ro: {
    line: (n) => `rândul ${n}`,
    column: (n, name) => `coloana ${n}${name ? ` (${name})` : ''}`,
    warning: 'atenție',
    problemsFound: (n) => `${n === 1 ? 'o problemă găsită' : `${count('ro', n, PROBLEMS.ro)} găsite`}`,
    noProblems: (summary) => `nicio problemă (${summary})`,
    standingsSummary: (players, played, boards) =>
      `${count('ro', players, PLAYER.ro)}, ${count('ro', played, boards ? TABLE.ro : GAMES.ro)}`,
    seatedSummary: (round, players) => `runda ${round}: ${count('ro', players, PLAYER.ro)} așezați`,
  },
};
