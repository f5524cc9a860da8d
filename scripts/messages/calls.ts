import type { ReportWords } from '../../src/appsscript/report/words';
import { SERVER_WORDS, type ServerWords } from '../../src/appsscript/serverWords';
import { CLI_WORDS, type CliWords } from '../../src/cli/words';
import { CATALOGS, SETTING_WORDS } from '../../src/engine/catalogs';
import { CATAN } from '../../src/engine/catan/descriptor';
import type { Lang } from '../../src/engine/i18n/lang';
import { render } from '../../src/engine/i18n/message';
import type { Label } from '../../src/engine/i18n/words';
import { say as sayShared } from '../../src/engine/shared/messages';
import { say as saySeating } from '../../src/engine/shared/seating/messages';
import type { PhoneReportWords } from '../../src/live/reportWords';
import { LIVE_WORDS, type LiveWords } from '../../src/live/words';
import { REPORT_SIDEBAR_WORDS, type ReportSidebarWords } from '../../src/sidebar/reportWords';
import { SIDEBAR_WORDS, type SidebarWords } from '../../src/sidebar/words';

/** A label or setting word by its English (the proofreading file's examples name them so). */
function wordOf(en: string): Label {
  const found = [...CATALOGS.flatMap((c) => Object.values(c.labels)), ...SETTING_WORDS].find((l) => l.en === en);
  if (!found) throw new Error(`no label or setting word says ${JSON.stringify(en)}`);
  return found;
}

/**
 * The values docs/messages.md says each sentence of a words table with (a table of functions, one per sentence): every
 * function's calls, those that count at 1, 2, 20 and 101. Typed by the table, so a sentence added there without its
 * values here does not compile. A call may depend on the language, where a value is itself a sentence of the table.
 */
type Args<T> = T extends (...args: infer A) => string ? A : never;
type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];
export type Calls<T> = { [K in FunctionKeys<T>]: readonly Args<T[K]>[] | ((lang: Lang) => readonly Args<T[K]>[]) };

const COUNTS = [1, 2, 20, 101];
const MET_AGAIN = saySeating('metAgain', { a: 'Franca Viola', b: 'Ion Popescu', times: 2, place: sayShared('atTable', { id: '3' }) });
const counted = <A extends unknown[]>(make: (n: number) => A): A[] => COUNTS.map(make);

export const SERVER_CALLS: Calls<ServerWords> = {
  creatingSheet: (lang) => [[SERVER_WORDS[lang].standingsName('Catan')]],
  pickGame: [[['Catan', 'Diplomacy', 'Carcassonne']]],
  noSheet: [['Risultati']],
  standingsSheet: (lang) => [[SERVER_WORDS[lang].standingsName('Catan')]],
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
  refusedHalfDone: (lang) => [[SERVER_WORDS[lang].creatingSheet(SERVER_WORDS[lang].standingsName('Catan')), 'Service Spreadsheets failed']],
  refreshedSheet: (lang) => counted((n) => [SERVER_WORDS[lang].standingsName('Catan'), n, n]),
  unknownGame: [['chess']],
  resultsGone: [['Risultati']],
  cannotRefresh: (lang) => [[SERVER_WORDS[lang].standingsName('Catan'), SERVER_WORDS[lang].resultsGone('Risultati')]],
  standingsName: [['Catan']],
  circuitExportName: [['Catan']],
  seatingName: [
    [5, 'Catan'],
    ['SF', 'Catan'],
  ],
  liveNotPublished: [['Service Properties failed']],
  liveTooLarge: [['Open di Lucca', 612.5, 450]],
  liveTitleTooLong: [[100]],
  liveStoreFull: [['Open di Lucca', 212, 120, 380]],
  liveTooManyTournaments: [[31]],
  liveStillOn: [['Service Properties failed']],
};

export const SIDEBAR_CALLS: Calls<SidebarWords> = {
  liveSaved: [[true], [false]],
  published: [[['Open di Lucca']], [[]]],
  failed: [['Service Spreadsheets failed']],
  steps: [['vp, share, placings, name']],
  changed: (lang) => [[[wordOf('Round points at three-player tables')[lang], wordOf('VP to win')[lang]].join('; ')]],
  roundOf: [['5']],
  done: (lang) => [[SERVER_WORDS[lang].standingsName('Catan')]],
  built: counted((n) => [n, n, 2.5]),
  exported: counted((n) => [n, 'Open di Lucca', '2025-03-16']),
  notChanged: counted((n) => [n]),
  warning: (lang) => [[render(MET_AGAIN, lang)]],
  warningsLike: (lang) => counted((n) => [n, render(MET_AGAIN, lang)]),
  written: (lang) => counted((n) => [SIDEBAR_WORDS[lang].roundOf('5'), n, SERVER_WORDS[lang].seatingName(5, 'Catan')]),
  notYetWritten: (lang) => [[SIDEBAR_WORDS[lang].roundOf('5')]],
  created: (lang) => [[lang === 'en' ? CATAN.template.sheet : CATAN.template.words[lang].sheet]],
};

export const CLI_CALLS: Calls<CliWords> = {
  line: [[12]],
  column: [[4], [4, 'VP']],
  problemsFound: counted((n) => [n]),
  noProblems: (lang) => [[CLI_WORDS[lang].standingsSummary(26, 104, false)]],
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
  noRosterFor: [['Catan']],
  formatOneOf: [['table, csv, json', 'xml']],
  unknownCommand: [['rank']],
  cannotRead: [
    ['results.csv', 'missing'],
    ['results', 'folder'],
    ['results.csv', 'EACCES: permission denied'],
  ],
  cannotWrite: [
    ['standings.csv', 'full'],
    ['standings.csv', 'denied'],
    ['standings.csv', 'loop'],
  ],
  notUtf8: [['results.csv']],
  examplesTitle: [
    ['Catan', ''],
    ['Carcassonne', 'preset=ukraine'],
  ],
  logTitle: [['Carcassonne']],
  logSummary: counted((n) => [n, 4]),
  circuitSummary: counted((n): [number, number] => [n, n]),
  ratingSummary: counted((n) => [n]),
  eloSummary: counted((n): [number, number] => [n, n]),
  teamsSummary: counted((n): [number, number] => [n, n]),
  exportSummary: [...counted((n): [number, string, string] => [n, 'Spring Open', '2025-03-14'])],
  dateShape: [['14/03/2025']],
  unknownOption: [['--colour']],
  needsValue: [['--game']],
  takesNoValue: [['--help']],
  brokenQuotes: [['unclosed'], ['malformed']],
};

export const LIVE_CALLS: Calls<LiveWords> = {
  updated: [['14:05']],
  offline: [['14:05']],
  retrying: [['14:05']],
  after: [['4']],
  partly: [
    ['5', 3, 30, 'table'],
    ['3', 1, 7, 'board'],
    ['4', 3, 8, 'match'],
  ],
  notPlaying: (lang) => [[LIVE_WORDS[lang].roundNow('4')]],
  roundNow: [['5']],
  table: [['3']],
  board: [['3']],
  match: [['3']],
  matchLine: [
    ['Bogdan Ionescu', '2–1', 3],
    ['Bogdan Ionescu', '', 5],
  ],
  page: [[2, 5]],
};

const TABLES = (lang: Lang) => [REPORT_SIDEBAR_WORDS[lang].table('3'), REPORT_SIDEBAR_WORDS[lang].board('2')];

export const REPORT_SIDEBAR_CALLS: Calls<ReportSidebarWords> = {
  saved: [[true], [false]],
  summary: (lang) => [
    [SIDEBAR_WORDS[lang].roundOf('4'), 1, 2],
    [SIDEBAR_WORDS[lang].roundOf('4'), 20, 0],
    [SIDEBAR_WORDS[lang].roundOf('4'), 101, 1],
  ],
  table: [['3']],
  board: [['2']],
  reportedBy: [[['Franca Viola']], [['Franca Viola', 'Ion Popescu']]],
  confirmedBy: [[['Ion Popescu']], [['Ion Popescu', 'Ana Ionescu']]],
  confirmReject: (lang) => [[TABLES(lang)[0]]],
  approved: (lang) => [[TABLES(lang)]],
  rejected: (lang) => [[TABLES(lang)[0]]],
  unlocked: (lang) => [[TABLES(lang)[1]]],
  pinSheetWritten: counted((n) => ['Player PINs – Catan', n]),
  reissued: [['Franca Viola', '048213']],
  rotated: [['Player PINs – Catan']],
  supersededAt: (lang) => [[TABLES(lang)[0]]],
};

export const PHONE_REPORT_CALLS: Calls<PhoneReportWords> = {
  reportedBy: [['Franca V.', '14:32']],
  confirmedBy: [['Ion P.']],
  disputedBy: [['Ion P.', 'I had 9, not 8']],
  wholeNumber: [['Franca V., VP', 0, 9999]],
};

export const REPORT_CALLS: Calls<ReportWords> = {
  notRound: [['2', '3']],
  noTable: [['9']],
  scored: [['3']],
  agreed: [['3']],
  approving: [['3']],
  disputedGoToDesk: [['3']],
  pin: [[1], [4]],
  locked: [['3']],
  tooMany: [[10]],
  noteTooLong: [[140]],
  missing: [['VP', 'Franca Viola']],
  notWhole: [['VP', 'Franca Viola', -3]],
  notYear: [['Eliminated', 'Ion Popescu', 19]],
  notFlag: [['Declared', 'Franca Viola', 'x']],
  seatsDiffer: [[4, 3]],
  recordFull: [['3']],
  unknownTournament: [['123']],
  noRecord: [['3']],
  notAgreed: [['3']],
  unknownPlayer: [['Franca Viola']],
  pinsName: [['Catan']],
  logName: [['Catan']],
  notApproved: [[['3']], [['3', '5']]],
  refusedAtApproval: [['3', 'Franca Viola has 11 VP.']],
  superseded: [['3']],
};
