import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLang, type Lang } from '../engine/i18n/lang';
import { render } from '../engine/i18n/messages';
import { SHEET_WORDS } from '../engine/i18n/sheetWords';
import type { Cell } from '../engine/shared/cells';
import type { GameDescriptor } from '../engine/shared/game';
import { PodiumError, type Problem, problemText } from '../engine/shared/problems';
import { writtenValue } from '../engine/shared/settings';
import { stageNamed } from '../engine/shared/stages';
import { CsvError, parseCsv, typedCells } from './csv';
import { FORMATS, type Format, formatRows } from './format';
import { LOG_GAMES, logPrintout, type Printout, STANDINGS_GAMES, seatingPrintout, standingsPrintout } from './games';
import { LANG_CHOICES, outputLang } from './lang';
import { decode, readBytes } from './read';
import { CLI_WORDS } from './words';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const ids = (games: readonly GameDescriptor[]) => games.map((g) => g.id).join('|');

export const USAGE = `usage:
  podium standings --game ${ids(STANDINGS_GAMES)} FILE.csv [--out FILE] [--format table|csv|json] [--settings "key=value; ..."] [--lang en|it|ro]
  podium check --game ${ids(STANDINGS_GAMES)} FILE.csv [--settings "..."]
  podium score --game ${ids(LOG_GAMES)} LOG.csv [--format table|csv|json] [--settings "little=variant"]
  podium seat --game ${ids(STANDINGS_GAMES)} --round N|QF|SF|F|3P FILE.csv [--players ROSTER.csv] [--seed S] [--settings "..."] [--out FILE] [--format table|csv|json]
                             the next round's seating, or a stage of the final; the results file is only read
  podium examples            the standings of every example tournament and the totals of every example log
  podium --version           Podium's version
Files may be UTF-8 or UTF-16 (with a byte-order mark); anything else is read as Windows-1252, with a warning.
Warnings go to the terminal's error stream when the output is CSV, JSON or a file.
Exit status: 0 done, 1 problems in the data, 2 a missing file, an unreadable CSV or a wrong option.`;

class UsageError extends Error {}

/** A problem at its place in the file: the header is line 1, so a range's row number is the file's line number. */
export function placeInFile(file: string, p: Problem, lang: Lang = 'en'): string {
  const words = CLI_WORDS[lang];
  const where = [p.row !== undefined ? words.line(p.row) : '', p.col !== undefined ? words.column(p.col + 1, p.column) : '']
    .filter(Boolean)
    .join(', ');
  return `${file}${where ? ` ${where}` : ''}${p.group ? `, ${render(p.group, lang)}` : ''}: ${problemText(p, lang)}`;
}

function options(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        game: { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string' },
        settings: { type: 'string' },
        round: { type: 'string' },
        players: { type: 'string' },
        seed: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    return { ...values, positionals };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

type Reader = (game: GameDescriptor, grid: Cell[][], settings: string) => Printout;

/** A CSV file as the cells a spreadsheet would hold; a warning when its encoding had to be guessed. */
function readCsv(file: string, warnings: string[]): Cell[][] {
  const bytes = readBytes(file);
  if (typeof bytes === 'string') throw new UsageError(`cannot read ${file}: ${bytes}`);
  const { text, warning } = decode(bytes, file);
  if (warning) warnings.push(warning);
  return typedCells(parseCsv(text));
}

/** --round: a whole number from 1, or a stage of the final by any of its names (docs/formats.md#the-final-stage). */
function checkRound(round: string): void {
  const n = Number(round);
  if (!(Number.isInteger(n) && n >= 1 && /^\d+$/.test(round.trim())) && !stageNamed(round))
    throw new UsageError(`--round must be a round number from 1 or a stage of the final (QF, SF, F, 3P), not "${round}"`);
}

/** --out: never one of the files read, and a folder that exists. */
function checkOut(out: string, inputs: (string | undefined)[]): void {
  const real = (f: string) => (fs.existsSync(f) ? fs.realpathSync(f) : path.resolve(f));
  for (const input of inputs)
    if (input && real(input) === real(out))
      throw new UsageError(`--out ${out} is a file Podium reads; it never overwrites an input, give another name`);
  const folder = path.dirname(path.resolve(out));
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new UsageError(`--out ${out}: the folder ${folder} does not exist`);
}

function tournament(
  games: readonly GameDescriptor[],
  read: Reader,
  id: string | undefined,
  file: string | undefined,
  settings: string | undefined,
  warnings: string[],
): Printout {
  const game = games.find((g) => g.id === id);
  if (!game) throw new UsageError(`--game must be one of ${games.map((g) => g.id).join(', ')}${id ? `, not "${id}"` : ''}`);
  if (!file) throw new UsageError('give the results file');
  return read(game, readCsv(file, warnings), settings ?? '');
}

/** The package's folder, found from this file whether it runs from src/cli or bundled into build/. */
function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The examples shipped with the package: what `npm start` prints. */
function examples(io: Io): void {
  const root = packageRoot();
  const warnings: string[] = [];
  const show = (title: string, file: string, p: Printout) => io.out(`\n== ${title}: ${file}\n\n${printout(p, 'table')}\n`);
  for (const game of STANDINGS_GAMES)
    for (const { file, settings } of game.examples)
      show(
        `${game.title} standings${settings ? ` (${settings})` : ''}`,
        file,
        standingsPrintout(game, readCsv(path.join(root, file), warnings), settings),
      );
  for (const game of LOG_GAMES) {
    const log = (game.log as NonNullable<GameDescriptor['log']>).example;
    show(`${game.title} scoring log, totals`, log, logPrintout(game, readCsv(path.join(root, log), warnings), ''));
  }
}

/** The printout in a format; the terminal's table shows warnings after it, the other formats none (they go to stderr). */
function printout(p: Printout, format: Format): string {
  if (format === 'table') {
    const lang = p.lang ?? 'en';
    const parts = [
      formatRows(p.terminal ?? p.standings, 'table', lang),
      ...p.extra.map((x) => `\n${x.title}\n${formatRows(x.rows, 'table', lang)}`),
    ];
    return parts.join('') + p.warnings.map((w) => `${SHEET_WORDS[lang].warning(w)}\n`).join('');
  }
  if (format === 'json')
    return `${JSON.stringify(
      {
        standings: JSON.parse(formatRows(p.standings, 'json')),
        ...Object.fromEntries(p.extra.map((x) => [x.title, JSON.parse(formatRows(x.rows, 'json'))])),
        warnings: p.warnings,
      },
      null,
      2,
    )}\n`;
  return formatRows(p.standings, 'csv');
}

/** `podium seat`: the round is required and must read as a round or a stage; the roster is a file of its own. */
function seating(o: ReturnType<typeof options>, warnings: string[]): Reader {
  if (!o.round) throw new UsageError('give the round to seat: --round N (or a stage: --round QF)');
  checkRound(o.round);
  const roster = o.players === undefined ? undefined : readCsv(o.players, warnings);
  const lang = spokenLang(o);
  return (game, grid, settings) => seatingPrintout(game, grid, o.round as string, roster, o.seed ?? '', settings, lang);
}

/** The language a seating and a problem are told in: --lang, the settings' lang=, the locale's, else English. */
function spokenLang(o: { lang?: string; settings?: string }): Lang {
  const lang = outputLang(o.lang, o.settings, process.env) ?? writtenValue(o.settings, 'lang')?.toLowerCase();
  return isLang(lang) ? lang : 'en';
}

/** The language problems are told in, even when the settings are wrong elsewhere or the arguments unreadable. */
function problemLang(argv: string[]): Lang {
  try {
    return spokenLang(options(argv));
  } catch {
    return 'en';
  }
}

/** --lang, checked: en, it or ro (docs/languages.md), else the settings' lang= or the locale's. */
function standingsLang(o: { lang?: string; settings?: string }): Lang | undefined {
  const lang = outputLang(o.lang, o.settings, process.env);
  if (lang !== undefined && !isLang(lang)) throw new UsageError(`--lang must be one of ${LANG_CHOICES}, not "${lang}"`);
  return lang;
}

const standingsIn =
  (lang: Lang | undefined): Reader =>
  (game, grid, settings) =>
    standingsPrintout(game, grid, settings, lang);

/** The package's version, for --version. */
function version(): string {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version;
}

/** A problem of the --settings text is the command's (a usage error); the others are the data's. */
const isSettingsProblem = (p: Problem) => p.column === 'settings' && p.row === undefined;

/** The command line, without the process: returns the exit status. */
export function run(argv: string[], io: Io): number {
  const [command, ...rest] = argv;
  const warnings: string[] = [];
  try {
    if (command === '--version') {
      io.out(`podium ${version()}\n`);
      return 0;
    }
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.out(`${USAGE}\n`);
      return command ? 0 : 2;
    }
    const o = options(rest);
    if (o.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (o.version) {
      io.out(`podium ${version()}\n`);
      return 0;
    }
    if (o.positionals.length > 1) throw new UsageError(`one results file, not ${o.positionals.length}`);
    const file = o.positionals[0];
    if (command === 'standings' || command === 'score' || command === 'seat') {
      const format = (o.format ?? (o.out ? 'csv' : 'table')) as Format;
      if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${o.format}"`);
      if (o.out) checkOut(o.out, [file, o.players]);
      const result =
        command === 'score'
          ? tournament(LOG_GAMES, logPrintout, o.game, file, o.settings, warnings)
          : command === 'seat'
            ? tournament(STANDINGS_GAMES, seating(o, warnings), o.game, file, o.settings, warnings)
            : tournament(STANDINGS_GAMES, standingsIn(standingsLang(o)), o.game, file, o.settings, warnings);
      // a table on the terminal carries its warnings; CSV, JSON and a file keep to the data, the warnings go to stderr
      const toStderr = format !== 'table' || o.out !== undefined;
      const text = printout(toStderr ? { ...result, warnings: format === 'json' ? result.warnings : [] } : result, format);
      const words = CLI_WORDS[result.lang ?? 'en'];
      for (const w of toStderr ? [...warnings, ...result.warnings] : warnings) io.err(`${words.warning}: ${w}\n`);
      if (o.out) {
        fs.writeFileSync(o.out, text);
        io.err(`${o.out}: ${result.summary}\n`);
      } else io.out(text);
      return 0;
    }
    if (command === 'check') {
      const result = tournament(STANDINGS_GAMES, standingsPrintout, o.game, file, o.settings, warnings);
      const words = CLI_WORDS[result.lang ?? 'en'];
      [...warnings, ...result.warnings].forEach((w) => {
        io.out(`${file}: ${words.warning}: ${w}\n`);
      });
      io.out(`${file}: ${words.noProblems(result.summary)}\n`);
      return 0;
    }
    if (command === 'examples') {
      examples(io);
      return 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    for (const w of warnings) io.err(`warning: ${w}\n`);
    if (e instanceof PodiumError && e.problems.every(isSettingsProblem)) {
      io.err(`podium: --settings: ${e.problems.map((p) => problemText(p, problemLang(rest))).join('; ')}\n`);
      return 2;
    }
    if (e instanceof PodiumError) {
      // a roster's problems are at their place in the roster file, the others in the results file
      const given = options(rest);
      e.problems.forEach((p) => {
        io.err(`${placeInFile((p.range === 'roster' && given.players) || given.positionals[0], p, problemLang(rest))}\n`);
      });
      io.err(`${CLI_WORDS[problemLang(rest)].problemsFound(e.problems.length)}\n`);
      return 1;
    }
    if (e instanceof UsageError || e instanceof CsvError) {
      io.err(`podium: ${e.message}\n${e instanceof UsageError ? `${USAGE}\n` : ''}`);
      return 2;
    }
    throw e;
  }
}
