import { type Bundle, loadBundle, webAppOf } from './appsScript';
import { type FakeSheet, FakeSpreadsheet } from './fakeSpreadsheet';
import { BOARDS } from './tournaments';

// Events of a real event's size (issue #37), built as an organizer builds them: New tournament writes the results
// sheet in the spreadsheet's language, a roster is typed in, every round is seated by the sidebar's Write, its scores
// typed into the results, and Build standings makes the standings; Publish is on, so each Build and Write publishes.
// Nothing is written into the results but what Write writes and the scores an organizer types.

export type Lang = 'en' | 'it' | 'ro';
const LOCALE: Record<Lang, string> = { en: 'en_US', it: 'it_IT', ro: 'ro_RO' };
export const LIVE_URL = 'https://script.google.com/macros/s/AKfycbEvent/exec';

const FIRST = ['Nicolò', 'Ilaria', 'Franca', 'Ion', 'Ana', 'Maria Cristina', 'Ștefan', 'Giulia', 'Andrei', 'Luca', 'Ioana', 'Matteo'];
const LAST = ['Rossi', "D'Angelo", 'Verdi', 'Popescu', 'Ionescu', "Dell'Acqua Bianchi", 'Țurcanu', 'Esposito', 'Vasilescu', 'Romano'];

/**
 * `n` players' names as a field writes them: accents, apostrophes, two first names, long and short, all different;
 * one named like markup, which every view must show as text.
 */
export function fieldNames(n: number): string[] {
  const names: string[] = [];
  for (let i = 0; names.length < n; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const round = Math.floor(i / (FIRST.length * LAST.length));
    names.push(round ? `${first} ${last} ${round + 1}` : `${first} ${last}`);
  }
  names[7] = '<img src=x onerror=alert(1)>';
  return names;
}

export interface Event {
  /** Scores what is left of the round in progress, writes the next round with `scored` of its tables scored, builds. */
  next(scored: number): void;
  organizer: Bundle;
  visitor: Bundle;
  spreadsheet: FakeSpreadsheet;
  results: FakeSheet;
  /** The results sheet's name, as New tournament named it in the spreadsheet's language. */
  sheet: string;
  game: string;
  t: string;
  lang: Lang;
  names: string[];
  /** Builds the standings again, as the sidebar's Build does, with these settings. */
  build(settings: string): void;
}

/** A small, seeded random source, so that an event is the same every time. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Call = (name: string, ...args: unknown[]) => unknown;
const ok = (call: Call, name: string, ...args: unknown[]) => {
  const outcome = call(name, ...args) as { ok?: boolean; problems?: unknown };
  if (outcome && typeof outcome === 'object' && outcome.ok === false) throw new Error(`${name}: ${JSON.stringify(outcome.problems)}`);
  return outcome;
};

/** The settings as the sidebar sends them: its Language field, which defaults to the spreadsheet's, among them. */
const told = (settings: string, lang: Lang) => [settings, `lang=${lang}`].filter(Boolean).join('; ');

/** A new spreadsheet in `lang`, its organizer's sidebar, Publish on, the game's results sheet made by New tournament. */
function startEvent(game: string, lang: Lang, title: string) {
  const spreadsheet = new FakeSpreadsheet();
  spreadsheet.locale = LOCALE[lang];
  const organizer = loadBundle({ spreadsheet, url: LIVE_URL, userLocale: LOCALE[lang] });
  const call: Call = (name, ...args) => organizer.call(name, ...args);
  const sheet = call('createTournament', game) as string;
  ok(call, 'liveSettings', { publish: true, title, names: 'as-written' });
  return { spreadsheet, organizer, call, sheet, results: spreadsheet.getSheetByName(sheet) as FakeSheet };
}

/** The roster New tournament makes, filled in as the organizer types it: a name per row, and a column or two. */
function typeRoster(call: Call, spreadsheet: FakeSpreadsheet, rows: (string | number | boolean)[][]): string {
  const name = call('createTournament', 'roster') as string;
  const roster = spreadsheet.getSheetByName(name) as FakeSheet;
  roster.getRange(2, 1, rows.length, rows[0].length).setValues(rows);
  return name;
}

/** The results' columns by key, from the header New tournament wrote (in the spreadsheet's language). */
function columnsOf(results: FakeSheet, names: Record<string, string[]>): Record<string, number> {
  const header = results
    .getRange(1, 1, 1, results.getLastColumn())
    .getValues()[0]
    .map((h) => String(h));
  return Object.fromEntries(Object.entries(names).map(([key, aliases]) => [key, header.findIndex((h) => aliases.includes(h)) + 1]));
}

/** The rows of one round (or stage) of the results: their 1-based row, table and player, in the sheet's order. */
function roundRows(results: FakeSheet, col: Record<string, number>, round: string | number) {
  const grid = results.getDataRange().getValues();
  const out: { row: number; table: string; player: string }[] = [];
  grid.forEach((r, i) => {
    if (i > 0 && String(r[col.round - 1]) === String(round) && r[col.player - 1] !== '')
      out.push({ row: i + 1, table: String(r[col.table - 1]), player: String(r[col.player - 1]) });
  });
  return out;
}

const byTable = <T extends { table: string }>(rows: T[]) => {
  const tables = new Map<string, T[]>();
  for (const r of rows) tables.set(r.table, [...(tables.get(r.table) ?? []), r]);
  return [...tables.values()];
};

/** Types one value per row into a column, as an organizer does, one cell at a time. */
function typeInto(results: FakeSheet, col: number, cells: { row: number; value: unknown }[]) {
  for (const c of cells) results.getRange(c.row, col).setValues([[c.value]]);
}

const CATAN_COLUMNS = {
  round: ['Round', 'Turno', 'Rundă'],
  table: ['Table', 'Tavolo', 'Masă'],
  player: ['Player', 'Giocatore', 'Jucător'],
  vp: ['VP', 'PV'],
};

/**
 * A Catan event: `players` seated by Write round after round, every table of the rounds before `round` scored (a
 * winner at 10 VP, the others 2–9), `round` written with `scoredTables` of its tables scored, and the standings built
 * with `settings` after each round.
 */
export function catanEvent(options: {
  lang: Lang;
  players: number;
  round: number;
  scoredTables: number;
  settings: string;
  title?: string;
}): Event {
  const { lang, players, round } = options;
  const { spreadsheet, organizer, call, sheet, results } = startEvent('catan', lang, options.title ?? 'Catan Open');
  const names = fieldNames(players);
  // Active is a checkbox New tournament put in: ticked for everyone who plays
  const roster = typeRoster(
    call,
    spreadsheet,
    names.map((n) => [n, true]),
  );
  const col = columnsOf(results, CATAN_COLUMNS);
  const rand = random(players * 7 + round);
  const scoreTables = (r: number, count: number, rest = false) => {
    const tables = byTable(roundRows(results, col, r)).slice(0, count);
    const vp = results.getDataRange().getValues();
    for (const table of tables) {
      if (rest && table.some((p) => vp[p.row - 1][col.vp - 1] !== '')) continue;
      const winner = Math.floor(rand() * table.length);
      typeInto(
        results,
        col.vp,
        table.map((p, k) => ({ row: p.row, value: k === winner ? 10 : 2 + Math.floor(rand() * 8) })),
      );
    }
  };
  const build = (settings: string) => ok(call, 'buildStandings', { game: 'catan', sheet, settings: told(settings, lang) });
  let now = 0;
  const next = (scored: number) => {
    if (now) scoreTables(now, Number.POSITIVE_INFINITY, true);
    now++;
    ok(call, 'writeSeating', { game: 'catan', sheet, roster, settings: told(options.settings, lang) });
    scoreTables(now, scored);
    build(options.settings);
  };
  for (let r = 1; r <= round; r++) next(r < round ? Number.POSITIVE_INFINITY : options.scoredTables);
  return { ...finish(organizer, spreadsheet, results, sheet, 'catan', lang, names, build), next };
}

function finish(
  organizer: Bundle,
  spreadsheet: FakeSpreadsheet,
  results: FakeSheet,
  sheet: string,
  game: string,
  lang: Lang,
  names: string[],
  build: (settings: string) => unknown,
): Omit<Event, 'next'> {
  return {
    organizer,
    visitor: webAppOf(organizer, LIVE_URL),
    spreadsheet,
    results,
    sheet,
    game,
    t: String(results.getSheetId()),
    lang,
    names,
    build: (settings) => {
      build(settings);
    },
  };
}

const unsupported = () => {
  throw new Error('this event does not go on to another round');
};

const DIPLOMACY_COLUMNS = {
  round: ['Round', 'Turno', 'Rundă'],
  table: ['Board', 'Tavolo', 'Masă'],
  player: ['Player', 'Giocatore', 'Jucător'],
  centres: ['Centres', 'Centri', 'Centre'],
  eliminated: ['Eliminated', 'Eliminato', 'Eliminat'],
  final: ['Final year', 'Anno finale', 'Anul final'],
};

/**
 * A Diplomacy event of 49: every board of the rounds before `round` scored, and in `round` (written, `scoredBoards`
 * scored) one player sits out (the roster's Active unticked) and another plays two boards (Games 2).
 */
export function diplomacyEvent(options: { lang: Lang; round: number; scoredBoards: number; settings: string; title?: string }): Event & {
  doubler: string;
  sitter: string;
} {
  const { lang, round } = options;
  const { spreadsheet, organizer, call, sheet, results } = startEvent('diplomacy', lang, options.title ?? 'Diplomacy Cup');
  const names = fieldNames(49);
  const doubler = names[3];
  const sitter = names[11];
  const roster = typeRoster(
    call,
    spreadsheet,
    names.map((n) => [n, true, '', '', 1]),
  );
  const rosterSheet = spreadsheet.getSheetByName(roster) as FakeSheet;
  const col = columnsOf(results, DIPLOMACY_COLUMNS);
  const scoreBoards = (r: number, count: number) => {
    byTable(roundRows(results, col, r))
      .slice(0, count)
      .forEach((board, b) => {
        const centres = BOARDS[(b + r) % BOARDS.length];
        const finalYear = 1907 + ((b + r) % 5);
        typeInto(
          results,
          col.centres,
          board.map((p, k) => ({ row: p.row, value: centres[k] })),
        );
        typeInto(
          results,
          col.eliminated,
          board.flatMap((p, k) => (centres[k] === 0 ? [{ row: p.row, value: finalYear - 1 - (k % 3) }] : [])),
        );
        typeInto(
          results,
          col.final,
          board.map((p) => ({ row: p.row, value: finalYear })),
        );
      });
  };
  const build = (settings: string) => ok(call, 'buildStandings', { game: 'diplomacy', sheet, settings: told(settings, lang) });
  for (let r = 1; r <= round; r++) {
    if (r === round) {
      // the round in progress: one sits out, another doubles
      rosterSheet.getRange(names.indexOf(sitter) + 2, 2).setValues([[false]]);
      rosterSheet.getRange(names.indexOf(doubler) + 2, 5).setValues([[2]]);
    }
    ok(call, 'writeSeating', { game: 'diplomacy', sheet, roster, settings: told(options.settings, lang) });
    scoreBoards(r, r < round ? Number.POSITIVE_INFINITY : options.scoredBoards);
    build(options.settings);
  }
  return { ...finish(organizer, spreadsheet, results, sheet, 'diplomacy', lang, names, build), doubler, sitter, next: unsupported };
}

const CARCASSONNE_COLUMNS = {
  round: ['Round', 'Turno', 'Rundă'],
  table: ['Table', 'Tavolo', 'Masă'],
  player: ['Player', 'Giocatore', 'Jucător'],
  score: ['Score', 'Punteggio', 'Punctaj'],
};

/**
 * A Carcassonne Swiss of `players`, `rounds` rounds of duels seated by Write and scored; a player drops before the
 * last round when `drop` (an odd field: a bye); then, when asked, the stages (`QF`, then `SF`…) written by Write, each
 * scored but the last.
 */
export function carcassonneEvent(options: {
  lang: Lang;
  players: number;
  rounds: number;
  /** Scored tables of the last numbered round (all of them when stages follow). */
  scoredTables: number;
  stages?: string[];
  drop?: boolean;
  settings: string;
  title?: string;
}): Event & { dropped?: string } {
  const { lang, rounds } = options;
  const { spreadsheet, organizer, call, sheet, results } = startEvent('carcassonne', lang, options.title ?? 'Carcassonne Swiss');
  const names = fieldNames(options.players);
  const dropped = options.drop ? names[5] : undefined;
  const roster = typeRoster(
    call,
    spreadsheet,
    names.map((n) => [n, true]),
  );
  const rosterSheet = spreadsheet.getSheetByName(roster) as FakeSheet;
  const col = columnsOf(results, CARCASSONNE_COLUMNS);
  const rand = random(options.players * 13 + rounds);
  const scoreDuels = (r: string | number, count: number) => {
    const tables = byTable(roundRows(results, col, r)).filter((t) => t.length === 2);
    for (const table of tables.slice(0, count)) {
      const a = 60 + Math.floor(rand() * 60);
      const b = a + 1 + Math.floor(rand() * 30);
      const first = rand() < 0.5;
      typeInto(
        results,
        col.score,
        table.map((p, k) => ({ row: p.row, value: (k === 0) === first ? a : b })),
      );
    }
  };
  const build = (settings: string) => ok(call, 'buildStandings', { game: 'carcassonne', sheet, settings: told(settings, lang) });
  const stages = options.stages ?? [];
  for (let r = 1; r <= rounds; r++) {
    if (r === rounds && dropped) rosterSheet.getRange(names.indexOf(dropped) + 2, 2).setValues([[false]]);
    ok(call, 'writeSeating', { game: 'carcassonne', sheet, roster, settings: told(options.settings, lang) });
    scoreDuels(r, r < rounds || stages.length ? Number.POSITIVE_INFINITY : options.scoredTables);
    build(options.settings);
  }
  stages.forEach((stage, k) => {
    ok(call, 'writeSeating', { game: 'carcassonne', sheet, roster, round: stage, settings: told(options.settings, lang) });
    if (k < stages.length - 1) scoreDuels(stage, Number.POSITIVE_INFINITY);
    build(options.settings);
  });
  return { ...finish(organizer, spreadsheet, results, sheet, 'carcassonne', lang, names, build), dropped, next: unsupported };
}

const MATCH_COLUMNS = {
  round: ['Round', 'Turno', 'Rundă'],
  table: ['Match', 'Incontro', 'Meci'],
  player: ['Player', 'Giocatore', 'Jucător'],
  won: ['Games won', 'Partite vinte', 'Jocuri câștigate'],
};

/**
 * A Carcassonne league's Swiss stage of best-of-3 matches (docs/leagues.md): New tournament's sheet of matches, `players`
 * seated by Write for `rounds` rounds, each match's games won typed (2–0 or 2–1 either way), the last round with
 * `scoredMatches` of its matches scored, and Build after each round.
 */
export function leagueEvent(options: {
  lang: Lang;
  players: number;
  rounds: number;
  scoredMatches: number;
  settings: string;
  title?: string;
}): Event {
  const { lang, rounds } = options;
  const { spreadsheet, organizer, call, sheet, results } = startEvent('carcassonne-match', lang, options.title ?? 'Carcassonne League');
  const names = fieldNames(options.players);
  const roster = typeRoster(
    call,
    spreadsheet,
    names.map((n) => [n, true]),
  );
  const col = columnsOf(results, MATCH_COLUMNS);
  const rand = random(options.players * 17 + rounds);
  const scoreMatches = (r: number, count: number) => {
    for (const match of byTable(roundRows(results, col, r))
      .filter((m) => m.length === 2)
      .slice(0, count)) {
      const loser = rand() < 0.5 ? 0 : 1;
      const lost = rand() < 0.5 ? 0 : 1;
      typeInto(
        results,
        col.won,
        match.map((p, k) => ({ row: p.row, value: k === loser ? lost : 2 })),
      );
    }
  };
  const build = (settings: string) => ok(call, 'buildStandings', { game: 'carcassonne', sheet, settings: told(settings, lang) });
  for (let r = 1; r <= rounds; r++) {
    ok(call, 'writeSeating', { game: 'carcassonne', sheet, roster, settings: told(options.settings, lang) });
    scoreMatches(r, r < rounds ? Number.POSITIVE_INFINITY : options.scoredMatches);
    build(options.settings);
  }
  return { ...finish(organizer, spreadsheet, results, sheet, 'carcassonne', lang, names, build), next: unsupported };
}
