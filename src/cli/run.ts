import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Problem, problemText } from '../engine/i18n/errors';
import { isLang, type Lang, langSetting } from '../engine/i18n/lang';
import { render, rowsIn } from '../engine/i18n/message';
import { saySheet } from '../engine/i18n/sheetWords';
import { ALIAS_COLUMNS } from '../engine/shared/aliases';
import type { Cell } from '../engine/shared/cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../engine/shared/columns';
import { readWhen } from '../engine/shared/dates';
import type { GameDescriptor } from '../engine/shared/game';
import { type ColumnSpec, isNamed } from '../engine/shared/headerTable';
import { hasOwn } from '../engine/shared/own';
import { PodiumError } from '../engine/shared/problems';
import { ROSTER_COLUMNS } from '../engine/shared/seating/roster';
import { inLang, readSettings } from '../engine/shared/settings';
import { STAGE_IDS } from '../engine/shared/stageIds';
import { stageNamed } from '../engine/shared/stages';
import { exportPrintout, SEASON_COMMANDS } from './circuit';
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
import { linkedTarget, writeWhole } from './write';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const ids = (games: readonly GameDescriptor[]) => games.map((g) => g.id).join('|');

/** The usage text in a language: the command lines as typed, what they do in the reader's words. */
export function usage(lang: Lang = 'en'): string {
  const u = CLI_WORDS[lang].usage;
  return `${u.usage}
  podium standings --game ${ids(STANDINGS_GAMES)} FILE.csv [--roster ROSTER.csv] [--out FILE] [--format table|csv|json] [--settings "key=value; ..."] [--lang en|it|ro]
  podium check --game ${ids(STANDINGS_GAMES)} FILE.csv [--settings "..."]
  podium score --game ${ids(LOG_GAMES)} LOG.csv [--format table|csv|json] [--settings "little=variant"]
  podium seat --game ${ids(STANDINGS_GAMES)} --round N|${STAGE_IDS.join('|')} FILE.csv [--players ROSTER.csv] [--seed S] [--settings "..."] [--out FILE] [--format table|csv|json]
                             ${u.seat}
  podium stakes --game ${ids(STAKES_GAMES)} FILE.csv [--settings "finals=top8; rounds=7"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.stakes}
  podium standings --game ${ids(STANDINGS_GAMES)} FILE.csv --format circuit --event NAME --date YYYY-MM-DD [--out FILE] [--settings "..."]
                             ${u.export}
  podium circuit EVENTS.csv [--aliases ALIASES.csv] [--settings "points=nagp; best=4; min-events=2"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.circuit}
  podium rating EVENTS.csv [--aliases ALIASES.csv] [--settings "min-events=2"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.rating}
  podium elo DUELS.csv [--aliases ALIASES.csv] [--settings "k=20; margin=off"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.elo}
  podium teams MATCHES.csv [--settings "duels=5; preset=gg-teams"] [--out FILE] [--format table|csv|json] [--lang en|it|ro]
                             ${u.teams}
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
  // a name's control characters, which a terminal would obey, are shown as escapes
  return visible(`${file}${where ? ` ${where}` : ''}${p.group ? `, ${render(p.group, lang)}` : ''}: ${problemText(p, lang)}`);
}

/** The options Podium knows: each takes a value, but for the two that ask a question of it. */
const OPTIONS = {
  game: { type: 'string' },
  out: { type: 'string' },
  format: { type: 'string' },
  settings: { type: 'string' },
  round: { type: 'string' },
  players: { type: 'string' },
  roster: { type: 'string' },
  seed: { type: 'string' },
  lang: { type: 'string' },
  event: { type: 'string' },
  date: { type: 'string' },
  aliases: { type: 'string' },
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

/**
 * A CSV file as the cells a spreadsheet would hold, its figures by `columns` (docs/conventions.md#the-sidebar-the-command-line-and-the-build):
 * a plain number in a figure column is a number, every other cell the text written; a warning, in `lang`, when its
 * encoding had to be guessed.
 */
function readCsv(file: string, columns: readonly ColumnSpec[], warnings: string[], lang: Lang): Cell[][] {
  const bytes = readBytes(file);
  if (typeof bytes === 'string') throw new UsageError((w) => w.cannotRead(file, bytes));
  const { text, guessed } = decode(bytes);
  if (guessed) warnings.push(CLI_WORDS[lang].notUtf8(file));
  return typedCells(parseCsv(text), (header) => columns.some((c) => c.figure && isNamed(c, header)));
}

/** The columns of a game's results file: its own, and the Seat and Starts its seating writes. */
const resultsColumns = (game: GameDescriptor) => [...game.columns, SEAT_COLUMN, STARTS_COLUMN];
/** The columns of a game's scoring log. */
const logColumns = (game: GameDescriptor) => game.log?.columns ?? [];

/** --round: a whole number from 1, or a stage of the final by any of its names (docs/formats.md#the-final-stage). */
function checkRound(round: string): void {
  const n = Number(round);
  if (!(Number.isInteger(n) && n >= 1 && /^\d+$/.test(round.trim())) && !stageNamed(round))
    throw new UsageError((w) => w.roundShape(round));
}

/** Whether two names are one file: the same path, or the same file on disk (a symbolic or a hard link). */
function sameFile(a: string, b: string): boolean {
  const [x, y] = [fs.statSync(a, { throwIfNoEntry: false }), fs.statSync(b, { throwIfNoEntry: false })];
  return x && y ? x.dev === y.dev && x.ino === y.ino : path.resolve(a) === path.resolve(b);
}

/**
 * --out: a file's name, never a folder nor one of the files read (by any of its names: a link to it, a hard link), in
 * a folder that exists (where a link leads, for a link).
 */
function checkOut(out: string, inputs: (string | undefined)[]): void {
  if (out.trim() === '') throw new UsageError((w) => w.needsValue('--out'));
  const target = linkedTarget(out);
  if (target === undefined) throw new UsageError((w) => w.cannotWrite(out, 'loop'));
  if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError((w) => w.outIsFolder(out));
  for (const input of inputs) if (input && sameFile(input, target)) throw new UsageError((w) => w.outIsInput(out));
  const folder = path.dirname(target);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError((w) => w.noFolder(out, folder));
}

/**
 * A game's file read and printed: the game must be one of `games`, its --settings the game's (a usage error before
 * anything is read or seated), the file given.
 */
function tournament(
  games: readonly GameDescriptor[],
  read: Reader,
  id: string | undefined,
  file: string | undefined,
  settings: string | undefined,
  ctx: Context,
  columns: (game: GameDescriptor) => readonly ColumnSpec[] = resultsColumns,
): Printout {
  const game = games.find((g) => g.id === id);
  if (!game) throw new UsageError((w) => w.gameOneOf(games.map((g) => g.id).join(', '), id));
  readSettings(game.standingsFunction, settings, game.settings);
  if (!file) throw new UsageError((w) => w.giveFile);
  return read(game, readCsv(file, columns(game), ctx.warnings, ctx.lang), settings ?? '', ctx.lang);
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
        standingsPrintout(game, readCsv(path.join(root, file), resultsColumns(game), warnings, lang), settings, lang),
      );
  for (const game of LOG_GAMES) {
    const log = (game.log as NonNullable<GameDescriptor['log']>).example;
    show(words.logTitle(game.title), log, logPrintout(game, readCsv(path.join(root, log), logColumns(game), warnings, lang), '', lang));
  }
}

/**
 * The printout in a format: the terminal's table in the command's language, with the warnings after it; CSV and JSON
 * as data (English headers, keys and words, a decimal point: SPEC §12.3), JSON's warnings in the command's language,
 * CSV's none (they go to stderr). A circuit's rows (`--format circuit`) are CSV.
 */
function printout(p: Printout, format: Format | 'circuit', lang: Lang): string {
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
  return formatRows(standings, 'csv', 'en', p.plain);
}

/** `--format circuit` (docs/circuits.md#export): the event's name and its day, YYYY-MM-DD, are required. */
function exporting(o: Given): Reader {
  const { event, date } = o;
  if (!event?.trim() || !date) throw new UsageError((w) => w.eventAndDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date.trim()) || !isDay(date.trim())) throw new UsageError((w) => w.dateShape(date));
  return (game, grid, settings, lang) => exportPrintout(game, grid, settings, { name: event.trim(), day: date.trim() }, lang);
}

/** Whether a YYYY-MM-DD is a day of the calendar (not 2025-02-30). */
function isDay(text: string): boolean {
  try {
    return readWhen(text, '').day === text;
  } catch {
    return false;
  }
}

/** `podium circuit`, `rating` and `elo`: the settings checked (a usage error before anything is read), the file, and the aliases file when given. */
function season(command: string, o: Options, settings: string | undefined, { warnings, lang }: Context): Printout {
  const { columns, check, print } = SEASON_COMMANDS[command];
  check(settings ?? '');
  const file = o.files[0];
  if (!file) throw new UsageError((w) => w.giveFile);
  const aliases = o.aliases === undefined ? undefined : readCsv(o.aliases, ALIAS_COLUMNS, warnings, lang);
  return print(readCsv(file, columns, warnings, lang), settings ?? '', lang, aliases);
}

/** `podium seat`: the round is required and must read as a round or a stage; the roster is a file of its own. */
function seating(o: Given, { warnings, lang }: Context): Reader {
  if (!o.round) throw new UsageError((w) => w.giveRound);
  checkRound(o.round);
  const roster = o.players === undefined ? undefined : readCsv(o.players, ROSTER_COLUMNS, warnings, lang);
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
  if (TABLE_COMMANDS.includes(command)) return printed(o, tableOf(command, o, settings, ctx), ctx);
  if (command === 'check') return checked(files[0], tournament(STANDINGS_GAMES, standingsPrintout, o.game, files[0], settings, ctx), ctx);
  if (command === 'examples') {
    // the examples have their own settings: --settings may name only the language they are printed in
    readSettings('podium', o.settings, { lang: langSetting([]) });
    examples(ctx.io, ctx.lang);
    return 0;
  }
  throw new UsageError((w) => w.unknownCommand(command));
}

/** The commands that print a table: a tournament's, a season's (`circuit`, `rating`, `elo`) and a team event's (`teams`). */
const TABLE_COMMANDS: readonly string[] = ['standings', 'score', 'seat', 'stakes', ...Object.keys(SEASON_COMMANDS)];

/** The printout of a command that prints a table, its format and --out checked first. */
function tableOf(command: string, o: Options, settings: string | undefined, ctx: Context): Printout {
  const format = formatOf(o);
  const formats: readonly string[] = command === 'standings' ? [...FORMATS, 'circuit'] : FORMATS;
  if (!formats.includes(format)) throw new UsageError((w) => w.formatOneOf(formats.join(', '), String(o.format)));
  const file = o.files[0];
  if (o.out !== undefined) checkOut(o.out, [file, o.players, o.roster, o.aliases]);
  if (command === 'score') return tournament(LOG_GAMES, logPrintout, o.game, file, settings, ctx, logColumns);
  if (command === 'seat') return tournament(STANDINGS_GAMES, seating(o, ctx), o.game, file, settings, ctx);
  if (command === 'stakes') return tournament(STAKES_GAMES, stakesPrintout, o.game, file, settings, ctx);
  if (command !== 'standings') return season(command, o, settings, ctx);
  return tournament(STANDINGS_GAMES, format === 'circuit' ? exporting(o) : rostered(o, ctx), o.game, file, settings, ctx);
}

/** `podium standings --roster`: a roster's players who have not played yet, after the others, where the game lists them (SPEC §17.3). */
function rostered(o: Given, { warnings, lang }: Context): Reader {
  if (o.roster === undefined) return standingsPrintout;
  const file = o.roster;
  return (game, grid, settings) => {
    if (!game.listsRoster) throw new UsageError((w) => w.noRosterFor(game.title));
    return standingsPrintout(game, grid, settings, lang, readCsv(file, ROSTER_COLUMNS, warnings, lang));
  };
}

/** --format, else CSV into a file and a table on the terminal. */
const formatOf = (o: Options) => (o.format ?? (o.out ? 'csv' : 'table')) as Format | 'circuit';

/**
 * A table printed: on the terminal with its warnings; CSV, JSON and a file keep to the data, the warnings going to
 * stderr (JSON keeps them too).
 */
function printed(o: Options, result: Printout, ctx: Context): number {
  const { io, lang } = ctx;
  const format = formatOf(o);
  const toStderr = format !== 'table' || o.out !== undefined;
  const text = printout(toStderr ? { ...result, warnings: format === 'json' ? result.warnings : [] } : result, format, lang);
  const failed = o.out === undefined ? undefined : writeWhole(o.out, text);
  const told = result.warnings.map((w) => render(w, lang));
  for (const w of toStderr ? [...ctx.warnings, ...told] : ctx.warnings) io.err(`${visible(`${CLI_WORDS[lang].warning}: ${w}`)}\n`);
  if (o.out === undefined) io.out(text);
  else if (failed === undefined) io.err(`${visible(`${o.out}: ${result.summary}`)}\n`);
  else {
    io.err(`podium: ${visible(CLI_WORDS[lang].cannotWrite(o.out, failed))}\n`);
    return 2;
  }
  return 0;
}

/** `podium check`: the warnings, then that no problem was found. */
function checked(file: string, result: Printout, { io, lang, warnings }: Context): number {
  const words = CLI_WORDS[lang];
  for (const w of [...warnings, ...result.warnings.map((said) => render(said, lang))])
    io.out(`${visible(`${file}: ${words.warning}: ${w}`)}\n`);
  io.out(`${visible(`${file}: ${words.noProblems(result.summary)}`)}\n`);
  return 0;
}

/** The file a problem is in: the roster's, the aliases', else the file the command read. */
const fileOf = (p: Problem, o: Options | undefined) =>
  (p.range === 'roster' && (o?.players ?? o?.roster)) || (p.range === 'aliases' && o?.aliases) || (o?.files[0] ?? '');

/**
 * What went wrong, told, and the exit status: the data's problems each at its place in its file (1); a wrong
 * command line or --settings, or a file that is not CSV (2). Anything else is a bug, and goes on up.
 */
function failed(e: unknown, { io, lang, warnings }: Context, o: Options | undefined): number {
  const words = CLI_WORDS[lang];
  for (const w of warnings) io.err(`${visible(`${words.warning}: ${w}`)}\n`);
  if (e instanceof PodiumError && e.problems.every(isSettingsProblem)) {
    io.err(`podium: --settings: ${visible(e.problems.map((p) => problemText(p, lang)).join('; '))}\n`);
    return 2;
  }
  if (e instanceof PodiumError) {
    // a roster's or an aliases file's problems are at their place in that file, the others in the results file
    for (const p of e.problems) io.err(`${placeInFile(fileOf(p, o), p, lang)}\n`);
    io.err(`${words.problemsFound(e.problems.length)}\n`);
    return 1;
  }
  if (e instanceof UsageError) {
    io.err(`podium: ${visible(e.told(words))}\n${usage(lang)}\n`);
    return 2;
  }
  if (e instanceof CsvError) {
    io.err(`podium: ${words.line(e.line)}: ${words.brokenQuotes(e.kind)}\n`);
    return 2;
  }
  throw e;
}
