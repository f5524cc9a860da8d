import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Problem, problemText } from '../engine/i18n/errors';
import { isLang, type Lang } from '../engine/i18n/lang';
import { render, rowsIn } from '../engine/i18n/message';
import { saySheet } from '../engine/i18n/sheetWords';
import type { Cell } from '../engine/shared/cells';
import type { GameDescriptor } from '../engine/shared/game';
import { hasOwn } from '../engine/shared/own';
import { PodiumError } from '../engine/shared/problems';
import { inLang } from '../engine/shared/settings';
import { stageNamed } from '../engine/shared/stages';
import { CsvError, parseCsv, typedCells } from './csv';
import { FORMATS, type Format, formatRows, visible } from './format';
import {
  LOG_GAMES,
  logPrintout,
  type Printout,
  STAKES_GAMES,
  STANDINGS_GAMES,
  seatingPrintout,
  stakesPrintout,
  standingsPrintout,
} from './games';
import { commandLang, givenLang, LANG_CHOICES } from './lang';
import { decode, readBytes } from './read';
import { CLI_WORDS, type CliWords } from './words';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const ids = (games: readonly GameDescriptor[]) => games.map((g) => g.id).join('|');

/** The usage text in a language: the command lines as typed, what they do in the reader's words. */
export function usage(lang: Lang = 'en'): string {
  const u = CLI_WORDS[lang].usage;
  return `${u.usage}
  podium standings --game ${ids(STANDINGS_GAMES)} FILE.csv [--out FILE] [--format table|csv|json] [--settings "key=value; ..."] [--lang en|it|ro]
  podium check --game ${ids(STANDINGS_GAMES)} FILE.csv [--settings "..."]
  podium score --game ${ids(LOG_GAMES)} LOG.csv [--format table|csv|json] [--settings "little=variant"]
  podium seat --game ${ids(STANDINGS_GAMES)} --round N|QF|SF|F|3P FILE.csv [--players ROSTER.csv] [--seed S] [--settings "..."] [--out FILE] [--format table|csv|json]
                             ${u.seat}
  podium stakes --game ${ids(STAKES_GAMES)} FILE.csv [--settings "finals=top8; rounds=7"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.stakes}
  podium examples            ${u.examples}
  podium --version           ${u.version}
${u.lang}
${u.files}
${u.warnings}
${u.exit}`;
}

/** A wrong command line: what is wrong, said in the reader's language (English in the Error's message, for logs). */
class UsageError extends Error {
  constructor(readonly told: (words: CliWords) => string) {
    super(told(CLI_WORDS.en));
  }
}

/** A problem at its place in the file: the header is line 1, so a range's row number is the file's line number. */
export function placeInFile(file: string, p: Problem, lang: Lang): string {
  const words = CLI_WORDS[lang];
  const where = [p.row !== undefined ? words.line(p.row) : '', p.col !== undefined ? words.column(p.col + 1, p.column) : '']
    .filter(Boolean)
    .join(', ');
  return `${file}${where ? ` ${where}` : ''}${p.group ? `, ${render(p.group, lang)}` : ''}: ${problemText(p, lang)}`;
}

/** The options Podium knows: each takes a value, but for the two that ask a question of it. */
const OPTIONS = {
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
} as const;

type Given = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean };

/** The command line read as it stands, options anywhere (before the command, after the file), nothing refused yet. */
function lineOf(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
}

/**
 * The command line's options: each known, given once (a repeated one would silently win, hiding a bad --settings
 * before it), with a value where it takes one; the first word is the command, the others the files.
 */
function options(argv: string[]): Given & { command?: string; files: string[] } {
  const { values, positionals, tokens } = lineOf(argv);
  const times = new Map<string, number>();
  for (const t of tokens) {
    if (t.kind !== 'option') continue;
    checkOption(t);
    times.set(t.name, (times.get(t.name) ?? 0) + 1);
  }
  const repeated = [...times].find(([, n]) => n > 1);
  if (repeated) throw new UsageError((w) => w.givenTwice(repeated[0], repeated[1]));
  const [command, ...files] = positionals;
  return { ...(values as Given), command, files };
}

/** One option as written: one Podium knows, with a value where it takes one and none where it takes none. */
function checkOption(t: { name: string; rawName: string; value?: string; inlineValue?: boolean }): void {
  const type = hasOwn(OPTIONS, t.name) ? OPTIONS[t.name as keyof typeof OPTIONS].type : undefined;
  if (!type) throw new UsageError((w) => w.unknownOption(t.rawName));
  // a value that starts with a dash is the next option, unless written `--seed=-5`
  if (type === 'string' && (t.value === undefined || (!t.inlineValue && t.value.startsWith('-'))))
    throw new UsageError((w) => w.needsValue(t.rawName));
  if (type === 'boolean' && t.value !== undefined) throw new UsageError((w) => w.takesNoValue(t.rawName));
}

/**
 * An option's value as written anywhere on the line (`--lang ro`, `--lang=ro`), before the line is checked: what the
 * language is read from, so that a line wrong elsewhere (`--game --lang ro`) is told in it.
 */
function written(argv: string[], name: string): string | undefined {
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return undefined;
}

type Reader = (game: GameDescriptor, grid: Cell[][], settings: string, lang: Lang) => Printout;

/** A CSV file as the cells a spreadsheet would hold; a warning, in `lang`, when its encoding had to be guessed. */
function readCsv(file: string, warnings: string[], lang: Lang): Cell[][] {
  const bytes = readBytes(file);
  if (typeof bytes === 'string') throw new UsageError((w) => w.cannotRead(file, bytes));
  const { text, guessed } = decode(bytes);
  if (guessed) warnings.push(CLI_WORDS[lang].notUtf8(file));
  return typedCells(parseCsv(text));
}

/** --round: a whole number from 1, or a stage of the final by any of its names (docs/formats.md#the-final-stage). */
function checkRound(round: string): void {
  const n = Number(round);
  if (!(Number.isInteger(n) && n >= 1 && /^\d+$/.test(round.trim())) && !stageNamed(round))
    throw new UsageError((w) => w.roundShape(round));
}

/** --out: a file, never a folder nor one of the files read, in a folder that exists. */
function checkOut(out: string, inputs: (string | undefined)[]): void {
  if (fs.existsSync(out) && fs.statSync(out).isDirectory()) throw new UsageError((w) => w.outIsFolder(out));
  const real = (f: string) => (fs.existsSync(f) ? fs.realpathSync(f) : path.resolve(f));
  for (const input of inputs) if (input && real(input) === real(out)) throw new UsageError((w) => w.outIsInput(out));
  const folder = path.dirname(path.resolve(out));
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new UsageError((w) => w.noFolder(out, folder));
}

function tournament(
  games: readonly GameDescriptor[],
  read: Reader,
  id: string | undefined,
  file: string | undefined,
  settings: string | undefined,
  ctx: Context,
): Printout {
  const game = games.find((g) => g.id === id);
  if (!game) throw new UsageError((w) => w.gameOneOf(games.map((g) => g.id).join(', '), id));
  if (!file) throw new UsageError((w) => w.giveFile);
  return read(game, readCsv(file, ctx.warnings, ctx.lang), settings ?? '', ctx.lang);
}

/** The package's folder, found from this file whether it runs from src/cli or bundled into build/. */
function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The examples shipped with the package: what `npm start` prints. */
function examples(io: Io, lang: Lang): void {
  const root = packageRoot();
  const warnings: string[] = [];
  const words = CLI_WORDS[lang];
  const show = (title: string, file: string, p: Printout) => io.out(`\n== ${title}: ${file}\n\n${printout(p, 'table', lang)}\n`);
  for (const game of STANDINGS_GAMES)
    for (const { file, settings } of game.examples)
      show(
        words.examplesTitle(game.title, settings),
        file,
        standingsPrintout(game, readCsv(path.join(root, file), warnings, lang), settings, lang),
      );
  for (const game of LOG_GAMES) {
    const log = (game.log as NonNullable<GameDescriptor['log']>).example;
    show(words.logTitle(game.title), log, logPrintout(game, readCsv(path.join(root, log), warnings, lang), '', lang));
  }
}

/**
 * The printout in a format: the terminal's table in the command's language, with the warnings after it; CSV and JSON
 * as data (English headers, keys and words, a decimal point: SPEC §12.3), JSON's warnings in the command's language,
 * CSV's none (they go to stderr).
 */
function printout(p: Printout, format: Format, lang: Lang): string {
  if (format === 'table') {
    const parts = [
      formatRows(rowsIn(p.terminal ?? p.standings, lang), 'table', lang),
      ...p.extra.map((x) => `\n${visible(x.title[lang])}\n${formatRows(rowsIn(x.rows, lang), 'table', lang)}`),
    ];
    return parts.join('') + p.warnings.map((text) => `${visible(render(saySheet('warningRow', { text }), lang))}\n`).join('');
  }
  const standings = rowsIn(p.standings, 'en');
  if (format === 'json')
    return `${JSON.stringify(
      {
        standings: JSON.parse(formatRows(standings, 'json')),
        ...Object.fromEntries(p.extra.map((x) => [x.title.en, JSON.parse(formatRows(rowsIn(x.rows, 'en'), 'json'))])),
        warnings: p.warnings.map((w) => render(w, lang)),
      },
      null,
      2,
    )}\n`;
  return formatRows(standings, 'csv');
}

/** `podium seat`: the round is required and must read as a round or a stage; the roster is a file of its own. */
function seating(o: Given, { warnings, lang }: Context): Reader {
  if (!o.round) throw new UsageError((w) => w.giveRound);
  checkRound(o.round);
  const roster = o.players === undefined ? undefined : readCsv(o.players, warnings, lang);
  return (game, grid, settings) => seatingPrintout(game, grid, o.round as string, roster, o.seed ?? '', settings, lang);
}

/**
 * The settings the engine reads: --settings as written, checked first: --lang must be en, it or ro; when it is given,
 * it beats a `lang=` written there (docs/languages.md), which is left out rather than checked.
 */
function settingsIn(o: Given): string | undefined {
  if (o.lang === undefined) return o.settings;
  const lang = givenLang(o.lang);
  if (!isLang(lang)) throw new UsageError((w) => w.langOneOf(LANG_CHOICES, lang));
  return inLang(o.settings, lang) as string | undefined;
}

/** The package's version, for --version. */
function version(): string {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version;
}

/** A problem of the --settings text is the command's (a usage error); the others are the data's. */
const isSettingsProblem = (p: Problem) => p.column === 'settings' && p.row === undefined;

/** What every step of a command needs: where it writes, in which language, and the warnings found so far. */
interface Context {
  io: Io;
  lang: Lang;
  /** The command line's own warnings (a file's guessed encoding), in its language. */
  warnings: string[];
}

type Options = ReturnType<typeof options>;

/** The command line, without the process: returns the exit status. */
export function run(argv: string[], io: Io): number {
  const ctx: Context = { io, lang: commandLang(written(argv, 'lang'), written(argv, 'settings'), process.env), warnings: [] };
  let o: Options | undefined;
  try {
    o = options(argv);
    const settings = settingsIn(o); // --lang is checked whatever the command
    return perform(o, settings, ctx);
  } catch (e) {
    return failed(e, ctx, o);
  }
}

/** Runs the command the line names: help and version, a command on one file, the examples. */
function perform(o: Options, settings: string | undefined, ctx: Context): number {
  const { command, files } = o;
  if (o.version && !o.help && command !== 'help') {
    ctx.io.out(`podium ${version()}\n`);
    return 0;
  }
  if (o.help || command === 'help' || !command) {
    // asked for, or no command given
    ctx.io.out(`${usage(ctx.lang)}\n`);
    return command || o.help ? 0 : 2;
  }
  if (files.length > 1) throw new UsageError((w) => w.oneFile(files.length));
  if (command === 'standings' || command === 'score' || command === 'seat' || command === 'stakes')
    return printed(o, tableOf(command, o, settings, ctx), ctx);
  if (command === 'check') return checked(files[0], tournament(STANDINGS_GAMES, standingsPrintout, o.game, files[0], settings, ctx), ctx);
  if (command === 'examples') {
    examples(ctx.io, ctx.lang);
    return 0;
  }
  throw new UsageError((w) => w.unknownCommand(command));
}

/** The printout of a command that prints a table, its format and --out checked first. */
function tableOf(command: 'standings' | 'score' | 'seat' | 'stakes', o: Options, settings: string | undefined, ctx: Context): Printout {
  const format = formatOf(o);
  if (!FORMATS.includes(format)) throw new UsageError((w) => w.formatOneOf(FORMATS.join(', '), String(o.format)));
  const file = o.files[0];
  if (o.out) checkOut(o.out, [file, o.players]);
  if (command === 'score') return tournament(LOG_GAMES, logPrintout, o.game, file, settings, ctx);
  if (command === 'seat') return tournament(STANDINGS_GAMES, seating(o, ctx), o.game, file, settings, ctx);
  if (command === 'stakes') return tournament(STAKES_GAMES, stakesPrintout, o.game, file, settings, ctx);
  return tournament(STANDINGS_GAMES, standingsPrintout, o.game, file, settings, ctx);
}

/** --format, else CSV into a file and a table on the terminal. */
const formatOf = (o: Options) => (o.format ?? (o.out ? 'csv' : 'table')) as Format;

/**
 * A table printed: on the terminal with its warnings; CSV, JSON and a file keep to the data, the warnings going to
 * stderr (JSON keeps them too).
 */
function printed(o: Options, result: Printout, ctx: Context): number {
  const { io, lang } = ctx;
  const format = formatOf(o);
  const toStderr = format !== 'table' || o.out !== undefined;
  const text = printout(toStderr ? { ...result, warnings: format === 'json' ? result.warnings : [] } : result, format, lang);
  const told = result.warnings.map((w) => render(w, lang));
  for (const w of toStderr ? [...ctx.warnings, ...told] : ctx.warnings) io.err(`${CLI_WORDS[lang].warning}: ${w}\n`);
  if (o.out) {
    fs.writeFileSync(o.out, text);
    io.err(`${o.out}: ${result.summary}\n`);
  } else io.out(text);
  return 0;
}

/** `podium check`: the warnings, then that no problem was found. */
function checked(file: string, result: Printout, { io, lang, warnings }: Context): number {
  const words = CLI_WORDS[lang];
  for (const w of [...warnings, ...result.warnings.map((said) => render(said, lang))]) io.out(`${file}: ${words.warning}: ${w}\n`);
  io.out(`${file}: ${words.noProblems(result.summary)}\n`);
  return 0;
}

/**
 * What went wrong, told, and the exit status: the data's problems each at its place in its file (1); a wrong
 * command line or --settings, or a file that is not CSV (2). Anything else is a bug, and goes on up.
 */
function failed(e: unknown, { io, lang, warnings }: Context, o: Options | undefined): number {
  const words = CLI_WORDS[lang];
  for (const w of warnings) io.err(`${words.warning}: ${w}\n`);
  if (e instanceof PodiumError && e.problems.every(isSettingsProblem)) {
    io.err(`podium: --settings: ${e.problems.map((p) => problemText(p, lang)).join('; ')}\n`);
    return 2;
  }
  if (e instanceof PodiumError) {
    // a roster's problems are at their place in the roster file, the others in the results file
    for (const p of e.problems) io.err(`${placeInFile((p.range === 'roster' && o?.players) || (o?.files[0] ?? ''), p, lang)}\n`);
    io.err(`${words.problemsFound(e.problems.length)}\n`);
    return 1;
  }
  if (e instanceof UsageError) {
    io.err(`podium: ${e.told(words)}\n${usage(lang)}\n`);
    return 2;
  }
  if (e instanceof CsvError) {
    io.err(`podium: ${words.line(e.line)}: ${words.brokenQuotes(e.kind)}\n`);
    return 2;
  }
  throw e;
}
