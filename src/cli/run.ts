import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { GameDescriptor } from '../engine/shared/game';
import { PodiumError, type Problem } from '../engine/shared/problems';
import { CsvError, parseCsv } from './csv';
import { FORMATS, type Format, formatRows } from './format';
import { LOG_GAMES, logPrintout, type Printout, STANDINGS_GAMES, seatingPrintout, standingsPrintout } from './games';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const ids = (games: readonly GameDescriptor[]) => games.map((g) => g.id).join('|');

export const USAGE = `usage:
  podium standings --game ${ids(STANDINGS_GAMES)} FILE.csv [--out FILE] [--format table|csv|json] [--settings "key=value; ..."]
  podium check --game ${ids(STANDINGS_GAMES)} FILE.csv [--settings "..."]
  podium score --game ${ids(LOG_GAMES)} LOG.csv [--format table|csv|json] [--settings "little=variant"]
  podium seat --game ${ids(STANDINGS_GAMES)} --round N FILE.csv [--players ROSTER.csv] [--seed S] [--settings "..."] [--out FILE] [--format table|csv|json]
                             the next round's seating; the results file is only read
  podium examples            the standings of every example tournament and the totals of every example log
Exit status: 0 done, 1 problems in the data, 2 a missing file, an unreadable CSV or a wrong option.`;

class UsageError extends Error {}

/** A problem at its place in the file: the header is line 1, so a range's row number is the file's line number. */
export function placeInFile(file: string, p: Problem): string {
  const where = [
    p.row !== undefined ? `line ${p.row}` : '',
    p.col !== undefined ? `column ${p.col + 1}${p.column ? ` (${p.column})` : ''}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${file}${where ? ` ${where}` : ''}${p.group ? `, ${p.group}` : ''}: ${p.message}`;
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
        help: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    return { ...values, positionals };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

type Reader = (game: GameDescriptor, grid: string[][], settings: string) => Printout;

function readFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

function tournament(
  games: readonly GameDescriptor[],
  read: Reader,
  id: string | undefined,
  file: string | undefined,
  settings: string | undefined,
): Printout {
  const game = games.find((g) => g.id === id);
  if (!game) throw new UsageError(`--game must be one of ${games.map((g) => g.id).join(', ')}${id ? `, not "${id}"` : ''}`);
  if (!file) throw new UsageError('give the results file');
  return read(game, parseCsv(readFile(file)), settings ?? '');
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
  const show = (title: string, file: string, p: Printout) => io.out(`\n== ${title}: ${file}\n\n${printout(p, 'table')}\n`);
  for (const game of STANDINGS_GAMES)
    for (const { file, settings } of game.examples)
      show(
        `${game.title} standings${settings ? ` (${settings})` : ''}`,
        file,
        standingsPrintout(game, parseCsv(readFile(path.join(root, file))), settings),
      );
  for (const game of LOG_GAMES) {
    const log = (game.log as NonNullable<GameDescriptor['log']>).example;
    show(`${game.title} scoring log, totals`, log, logPrintout(game, parseCsv(readFile(path.join(root, log))), ''));
  }
}

function printout(p: Printout, format: Format): string {
  if (format === 'table') {
    const parts = [formatRows(p.standings, 'table'), ...p.extra.map((x) => `\n${x.title}\n${formatRows(x.rows, 'table')}`)];
    return parts.join('') + p.warnings.map((w) => `Warning: ${w}\n`).join('');
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

/** `podium seat`: the round is required; the roster is a file of its own. */
function seating(o: ReturnType<typeof options>): Reader {
  if (!o.round) throw new UsageError('give the round to seat: --round N');
  const roster = o.players === undefined ? undefined : parseCsv(readFile(o.players));
  return (game, grid, settings) => seatingPrintout(game, grid, o.round as string, roster, o.seed ?? '', settings);
}

/** The command line, without the process: returns the exit status. */
export function run(argv: string[], io: Io): number {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === 'help') {
      io.out(`${USAGE}\n`);
      return command ? 0 : 2;
    }
    const o = options(rest);
    if (o.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (o.positionals.length > 1) throw new UsageError(`one results file, not ${o.positionals.length}`);
    const file = o.positionals[0];
    if (command === 'standings' || command === 'score' || command === 'seat') {
      const format = (o.format ?? (o.out ? 'csv' : 'table')) as Format;
      if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${o.format}"`);
      const result =
        command === 'score'
          ? tournament(LOG_GAMES, logPrintout, o.game, file, o.settings)
          : command === 'seat'
            ? tournament(STANDINGS_GAMES, seating(o), o.game, file, o.settings)
            : tournament(STANDINGS_GAMES, standingsPrintout, o.game, file, o.settings);
      const text = printout(result, format);
      if (o.out) {
        fs.writeFileSync(o.out, text);
        io.err(`${o.out}: ${result.summary}\n`);
      } else io.out(text);
      return 0;
    }
    if (command === 'check') {
      const result = tournament(STANDINGS_GAMES, standingsPrintout, o.game, file, o.settings);
      result.warnings.forEach((w) => {
        io.out(`${file}: warning: ${w}\n`);
      });
      io.out(`${file}: no problems (${result.summary})\n`);
      return 0;
    }
    if (command === 'examples') {
      examples(io);
      return 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (e instanceof PodiumError) {
      // a roster's problems are at their place in the roster file, the others in the results file
      const given = options(rest);
      e.problems.forEach((p) => {
        io.err(`${placeInFile((p.range === 'roster' && given.players) || given.positionals[0], p)}\n`);
      });
      io.err(`${e.problems.length} problem${e.problems.length === 1 ? '' : 's'} found\n`);
      return 1;
    }
    if (e instanceof UsageError || e instanceof CsvError) {
      io.err(`podium: ${e.message}\n${e instanceof UsageError ? `${USAGE}\n` : ''}`);
      return 2;
    }
    throw e;
  }
}
