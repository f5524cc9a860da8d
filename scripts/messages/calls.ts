import { SERVER_WORDS, type ServerWords } from '../../src/appsscript/serverWords';
import type { CliWords } from '../../src/cli/words';
import type { Lang } from '../../src/engine/i18n/lang';
import type { SheetWords } from '../../src/engine/i18n/sheetWords';
import type { LiveWords } from '../../src/live/words';
import type { SidebarWords } from '../../src/sidebar/words';

/**
 * The values docs/messages.md says each sentence of a words table with (a table of functions, one per sentence): every
 * function's calls, those that count at 1, 2, 20 and 101. Typed by the table, so a sentence added there without its
 * values here does not compile. A call may depend on the language, where a value is itself a sentence of the table.
 */
type Args<T> = T extends (...args: infer A) => string ? A : never;
type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];
export type Calls<T> = { [K in FunctionKeys<T>]: readonly Args<T[K]>[] | ((lang: Lang) => readonly Args<T[K]>[]) };

const COUNTS = [1, 2, 20, 101];
const counted = <A extends unknown[]>(make: (n: number) => A): A[] => COUNTS.map(make);

export const SHEET_CALLS: Calls<SheetWords> = {
  shared: [['Franca Viola']],
  below: [['Franca Viola', 'the final']],
  level: [
    ['Franca Viola', ['round points', 'VP'], 'VP %'],
    ['Ion Popescu', ['wins'], 'Buchholz cut 1'],
  ],
  warning: [['3 tables await scores (round 4)']],
  awaiting: [...counted((n): [number, 'table', string] => [n, 'table', '4']), [3, 'board', '4']],
  spellings: [[['"Franca Viola"', '"franca viola"']], [['"Ana Ionescu"', '"Ana Ionescú"', '"ana ionescu"']]],
  metAgain: [...counted((n): [string[], number, boolean] => [['Franca Viola', 'Ion Popescu'], n, true]), [['Ana', 'Dan'], 2, false]],
  byes: counted((n) => ['Franca Viola', n]),
  roundsDiffer: [
    [
      [
        { rounds: 5, players: ['Ana', 'Dan'] },
        { rounds: 4, players: ['Ada', 'Bo', 'Cy', 'Di'] },
      ],
    ],
    [
      [
        { rounds: 5, players: ['Ana'] },
        { rounds: 4, players: Array.from({ length: 20 }, (_, k) => `P${k + 1}`) },
      ],
    ],
  ],
};

export const SERVER_CALLS: Calls<ServerWords> = {
  creatingSheet: [['Classifica – Catan']],
  pickGame: [[['Catan', 'Diplomacy', 'Carcassonne']]],
  noSheet: [['Risultati']],
  standingsSheet: [['Classifica – Catan']],
  noRoster: [['Giocatori']],
  noColumn: [['Risultati', 'Round']],
  columnNotWritten: [['Seat']],
  notNextRound: [
    ['3', ['5']],
    ['3', ['SF', 'F']],
    ['5', []],
  ],
  roundHeld: [['Risultati', '4']],
  notEmpty: [['Risultati!A41']],
  failedBefore: (lang) => [[SERVER_WORDS[lang].writingStandings, 'Service Spreadsheets timed out']],
  refusedUndone: (lang) => [[SERVER_WORDS[lang].writingSeating, 'Service Spreadsheets failed']],
  refusedHalfDone: (lang) => [[SERVER_WORDS[lang].creatingSheet('Risultati – Catan'), 'Service Spreadsheets failed']],
  refreshedSheet: counted((n) => ['Classifica – Catan', n, n]),
  unknownGame: [['chess']],
  resultsGone: [['Risultati']],
  cannotRefresh: (lang) => [['Classifica – Catan', SERVER_WORDS[lang].resultsGone('Risultati')]],
  standingsName: [['Catan']],
  seatingName: [
    ['Round 5', 'Catan'],
    ['SF', 'Catan'],
  ],
  liveNotPublished: [['Service Properties failed']],
  liveTooLarge: [['Open di Lucca', 612.5, 450]],
  liveTitleTooLong: [[100]],
};

export const SIDEBAR_CALLS: Calls<SidebarWords> = {
  liveSaved: [[true], [false]],
  published: [[['Open di Lucca']], [[]]],
  failed: [['Service Spreadsheets failed']],
  steps: [['vp, share, placings, name']],
  changed: [['Round points at three-player tables, VP to win']],
  roundOf: [['5']],
  done: [['Classifica – Catan']],
  built: counted((n) => [n, n, 2.5]),
  notChanged: counted((n) => [n]),
  warning: [['Franca Viola and Ion Popescu meet for the 2nd time (table 3)']],
  warningsLike: counted((n) => [n, 'Franca Viola and Ion Popescu meet for the 2nd time (table 3)']),
  written: counted((n) => ['Round 5', n, 'Round 5 seating – Catan']),
  notYetWritten: [['Round 5']],
  created: [['Risultati – Catan']],
};

export const CLI_CALLS: Calls<CliWords> = {
  line: [[12]],
  column: [[4], [4, 'VP']],
  problemsFound: counted((n) => [n]),
  noProblems: [['26 players, 104 games']],
  standingsSummary: [...counted((n): [number, number, boolean] => [n, n, false]), [49, 21, true]],
  seatedSummary: [...counted((n): [number, number] => [5, n]), ['SF', 8]],
  stakesSummary: counted((n) => [n]),
  roundShape: [['five']],
  outIsInput: [['results.csv']],
  outIsFolder: [['out']],
  noFolder: [['out/standings.csv', 'out']],
  gameOneOf: [['catan, diplomacy, carcassonne'], ['catan, diplomacy, carcassonne', 'chess']],
  langOneOf: [['en, it, ro', 'fr']],
  oneFile: [[2]],
  givenTwice: [['round', 2]],
  formatOneOf: [['table, csv, json', 'xml']],
  unknownCommand: [['rank']],
  cannotRead: [
    ['results.csv', 'missing'],
    ['results', 'folder'],
    ['results.csv', 'EACCES: permission denied'],
  ],
  notUtf8: [['results.csv']],
  examplesTitle: [
    ['Catan', ''],
    ['Carcassonne', 'preset=ukraine'],
  ],
  logTitle: [['Carcassonne']],
};

export const LIVE_CALLS: Calls<LiveWords> = {
  updated: [['14:05']],
  offline: [['14:05']],
  roundNow: [['5']],
  table: [['3']],
  board: [['3']],
  page: [[2, 5]],
};
