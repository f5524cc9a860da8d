import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { run } from '../src/cli/run';
import { carcAward } from '../src/engine/carcassonne/award';
import { carcExplain, carcRoad } from '../src/engine/carcassonne/featureFunctions';
import { carcRoundPoints } from '../src/engine/carcassonne/roundPoints';
import { LOG_COLUMNS, scoreSheet } from '../src/engine/carcassonne/scoresheet';
import { catanPlace } from '../src/engine/catan/cellFunctions';
import { dipGameScore, dipResult, dipSystems } from '../src/engine/diplomacy/cellFunctions';
import { GAMES } from '../src/engine/games';
import type { Problem } from '../src/engine/i18n/errors';
import { quote } from '../src/engine/i18n/format';
import type { Lang } from '../src/engine/i18n/lang';
import { render, rowsIn, type Said, type Text } from '../src/engine/i18n/message';
import type { Cell } from '../src/engine/shared/cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../src/engine/shared/columns';
import type { Template } from '../src/engine/shared/game';
import type { ColumnSpec } from '../src/engine/shared/headerTable';
import { PodiumError } from '../src/engine/shared/problems';
import { ROSTER_COLUMNS, ROSTER_TEMPLATE } from '../src/engine/shared/seating/roster';
import { fold } from '../src/engine/shared/text';
import { loadBundle } from './harness/appsScript';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';

// SPEC §11 Native wording 1: a message names a column as the organizer's header names it, whatever language that
// header is in, or by its label in the reader's language where no header was read; never by an English id. Each game's
// results, the roster and the Carcassonne log, headed as Podium writes them in Italian and Romanian (SPEC §12.4), are
// given bad data in every column; every problem is then checked where it is (the column an adapter names) and in its
// words (no English header of any column, the header as written in the message about its cell).

const LANGS = ['it', 'ro'] as const;
type Local = (typeof LANGS)[number];
const game = (id: string) => GAMES.find((g) => g.id === id) as (typeof GAMES)[number];
const LOG = game('carcassonne').log?.template as Template;

/** Every column a game's results may have: its own, and the Seat and Starts a seating reads. */
const resultColumns = (id: string): readonly ColumnSpec[] => [...game(id).columns, SEAT_COLUMN, STARTS_COLUMN];

/**
 * A sheet headed as the template writes it in `lang`, its rows given by English header: `{ Round: 1, VP: 'sette' }`.
 * A header left out of `drop` is not in the sheet.
 */
function sheet(template: Template, lang: Local, rows: Record<string, Cell>[], drop: string[] = []): Cell[][] {
  const keep = template.headers.map((h, i) => [h, i] as const).filter(([h]) => !drop.includes(h));
  const headers = template.words[lang].headers;
  return [keep.map(([, i]) => headers[i]), ...rows.map((r) => keep.map(([h]) => r[h] ?? ''))];
}

/** The problems a call refuses its data with (it must refuse it). */
function problemsOf(f: () => unknown): Problem[] {
  try {
    f();
  } catch (e) {
    if (e instanceof PodiumError) return e.problems;
    throw e;
  }
  throw new Error('did not refuse the data');
}

/** The English headers a message in `lang` must not hold: each column's, unless the sheet or the language heads it so. */
function englishIds(specs: readonly ColumnSpec[], headers: readonly Cell[], lang: Local): string[] {
  const written = new Set(headers.map((h) => fold(String(h))));
  return specs.filter((s) => !written.has(fold(s.names[0])) && fold(s.label[lang]) !== fold(s.names[0])).map((s) => s.names[0]);
}

const holds = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text);

/**
 * Each problem: where it has a cell, the column it names is that cell's header as written; its message names no
 * column by an English header. A missing column's message lists every accepted header, English ones too, and is
 * checked on its own.
 */
function expectNamedAsWritten(problems: readonly Problem[], headers: readonly Cell[], specs: readonly ColumnSpec[], lang: Local) {
  const ids = englishIds(specs, headers, lang);
  for (const p of problems) {
    if (p.col !== undefined) expect({ col: p.col, column: p.column }).toEqual({ col: p.col, column: String(headers[p.col]).trim() });
    if (typeof p.message !== 'string' && p.message.id === 'columnMissing') continue;
    const text = render(p.message, lang);
    expect({ text, english: ids.filter((id) => holds(text, id)) }).toEqual({ text, english: [] });
  }
}

/** The problems at the column headed `header`: at least one, and each message about its cell names it as written. */
function expectAtColumn(problems: readonly Problem[], header: string, lang: Lang, ids: readonly string[]) {
  const at = problems.filter((p) => p.column === header);
  expect({ header, problems: at.length > 0 }).toEqual({ header, problems: true });
  for (const p of at) if (ids.includes((p.message as Said).id)) expect(render(p.message, lang)).toContain(header);
}

const sayings = (problems: readonly Problem[]) => problems.map((p) => (p.message as Said).id);

// bad data in every column of each game's results, by English header
const CATAN_ROWS = [
  { Round: 1, Table: 1, Player: 'Ada', VP: 10 },
  { Round: 1, Table: 1, Player: 'Bo', VP: 'sette' },
  { Round: 1, Table: 1, Player: 'Franca Viola' },
  { Round: 1, Table: 1, Player: 'Cy', VP: 6 },
  { Round: 1, Table: 2, Player: 'Di', VP: 10, Declared: 'forse' },
  { Round: 1, Table: 2, Player: 'Ed', VP: 8 },
  { Round: 1, Table: 2, Player: 'Flo', VP: 6 },
  { Table: 3, Player: 'Gil', VP: 5 },
  { Round: 'Spareggio', Table: 3, Player: 'Hal', VP: 5 },
  { Round: 1, Player: 'Ian', VP: 5 },
  { Round: 1, Table: 4, VP: 5 },
];

const line = (board: number, p: string, power: string, centres: Cell, more: Record<string, Cell> = {}) => ({
  Round: 1,
  Board: board,
  Player: p,
  Power: power,
  Centres: centres,
  ...more,
});
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const DIPLOMACY_ROWS = [
  line(1, 'A1', '', 5),
  line(1, 'A2', 'Spagna', 5),
  line(1, 'A3', 'France', 5),
  line(1, 'A4', 'Francia', 'sette'),
  line(1, 'A5', 'Italy', 5, { Eliminated: 'mai', 'Final year': 'ultimo' }),
  line(1, 'A6', 'Russia', 5, { 'Masterpoints rank': 'primo', Draw: 'forse' }),
  line(1, 'A7', 'Turkey', 4, { Conceded: 'forse' }),
  ...POWERS.map((power, k) =>
    line(2, `B${k}`, power, [10, 9, 5, 4, 3, 2, 1][k], { Draw: k === 0 ? 'x' : '', Conceded: k === 1 ? 'x' : '' }),
  ),
  ...POWERS.map((power, k) => ({ ...line(3, `C${k}`, power, 2), 'Masterpoints rank': 4 })),
  ...POWERS.map((power, k) => ({ ...line(4, `C${k}`, power, 2), Round: 2, 'Masterpoints rank': k === 0 ? 5 : 4 })),
];

const duel = (table: number, a: [string, Cell, Cell?], b: [string, Cell, Cell?]) =>
  [a, b].map(([p, s, st]) => ({ Round: 1, Table: table, Player: p, Score: s, Starts: st ?? '' }));
const CARCASSONNE_ROWS = [
  ...duel(1, ['Ana', 'dieci'], ['Bea', 10]),
  ...duel(2, ['Cy', -5], ['Di', 3]),
  ...duel(3, ['Ed', 50, 'forse'], ['Flo', 40]),
  ...duel(4, ['Gil', 60, 'x'], ['Hal', 60, 'x']),
];

describe.each(LANGS)('Catan results headed in %s', (lang) => {
  const t = game('catan').template;
  const headers = t.words[lang].headers;
  const [round, table, player, vp, declared, seat] = headers;
  const rows = CATAN_ROWS;
  const grid = sheet(t, lang, rows);
  const problems = problemsOf(() => game('catan').standings('CATAN_STANDINGS', grid, `lang=${lang}`));

  it('names every column of a bad cell as its header is written, and no column by its English header', () => {
    expectNamedAsWritten(problems, headers, resultColumns('catan'), lang);
    const named = ['blankCell', 'blankScoreFor', 'notANumber', 'notAMark', 'roundNotRoundOrStage'];
    for (const h of [round, table, player, vp, declared]) expectAtColumn(problems, h, lang, named);
    expect(sayings(problems)).toEqual(expect.arrayContaining(named));
  });

  it('says "VP vuoto per Franca Viola" in the words of the header', () => {
    const blank = problems.find((p) => (p.message as Said).id === 'blankScoreFor') as Problem;
    expect(render(blank.message, lang)).toBe(lang === 'it' ? `${vp} vuoto per Franca Viola` : `${vp} necompletat pentru Franca Viola`);
  });

  it('names a Seat the seating cannot read, and a missing column by its label in the reader’s language', () => {
    const seated = problemsOf(() =>
      game('catan').seating?.seat('CATAN_SEATING', sheet(t, lang, [{ Round: 1, Table: 1, Player: 'Ada', VP: 5, Seat: 'primo' }]), 2),
    );
    expectNamedAsWritten(seated, headers, resultColumns('catan'), lang);
    expectAtColumn(seated, seat, lang, ['notWholeFromOne']);
    const missing = problemsOf(() => game('catan').standings('CATAN_STANDINGS', sheet(t, lang, rows, ['VP']), `lang=${lang}`));
    expect(missing.map((p) => render(p.message, lang))).toEqual([
      lang === 'it'
        ? `manca la colonna ${vp} (accettati anche: PV, Punti vittoria, Victory points, Punti)`
        : `lipsește coloana ${vp} (se acceptă și: VP, Punti vittoria, Victory points, Punti)`,
    ]);
  });
});

describe.each(LANGS)('Diplomacy results headed in %s', (lang) => {
  const t = game('diplomacy').template;
  const headers = t.words[lang].headers;
  const rows = DIPLOMACY_ROWS;
  const grid = sheet(t, lang, rows);
  const problems = problemsOf(() => game('diplomacy').standings('DIP_STANDINGS', grid, `lang=${lang}`));

  it('names every column of a bad cell as its header is written, and no column by its English header', () => {
    expectNamedAsWritten(problems, headers, resultColumns('diplomacy'), lang);
    const named = ['blankScoreFor', 'notANumber', 'notAMark', 'masterpointsDiffer'];
    for (const k of [3, 4, 5, 6, 7, 8, 9]) expectAtColumn(problems, headers[k], lang, named);
    expect(sayings(problems)).toEqual(expect.arrayContaining([...named, 'unknownPower', 'powerTwice', 'drawAndConceded']));
  });

  it('names the Draw and Conceded columns of a board as written, and powers in the reader’s language', () => {
    const said = (id: string) => render((problems.find((p) => (p.message as Said).id === id) as Problem).message, lang);
    expect(said('drawAndConceded')).toContain(`${headers[8]} ${lang === 'it' ? 'e' : 'și'} ${headers[9]}`);
    expect(said('powerTwice')).toMatch(lang === 'it' ? /^Francia due volte/ : /^Franța de două ori/);
    expect(said('unknownPower')).toContain(
      lang === 'it'
        ? 'Austria, Inghilterra, Francia, Germania, Italia, Russia, Turchia'
        : 'Austria, Anglia, Franța, Germania, Italia, Rusia, Turcia',
    );
  });

  it('reads a power written in Italian or Romanian, with or without accents, and writes it in English', () => {
    const named = [
      'Austria',
      lang === 'it' ? 'Inghilterra' : 'Anglia',
      lang === 'it' ? 'Francia' : 'Franta',
      'Germania',
      'Italia',
      'Rusia',
      'Turchia',
    ];
    const s = game('diplomacy').standings(
      'DIP_STANDINGS',
      sheet(
        t,
        lang,
        named.map((power, k) => line(1, `P${k}`, power, [10, 8, 6, 4, 3, 2, 1][k])),
      ),
      '',
    );
    expect(s.ranked).toHaveLength(7);
  });

  it('names the centre chart’s Centres column as written (Maxonian reads the chart)', () => {
    const chart = [[...headers.slice(0, 5), '1901'], ...POWERS.map((power, k) => [1, 1, `P${k}`, power, 4 + k, k === 0 ? 3 : 4 + k])];
    const told = problemsOf(() => game('diplomacy').standings('DIP_STANDINGS', chart, `system=maxonian; lang=${lang}`));
    expectNamedAsWritten(told, chart[0], resultColumns('diplomacy'), lang);
    expect(told.map((p) => render(p.message, lang)).join(' | ')).toContain(headers[4]);
  });
});

describe.each(LANGS)('Carcassonne results headed in %s', (lang) => {
  const t = game('carcassonne').template;
  const headers = t.words[lang].headers;
  const [, , , score, starts] = headers;
  const rows = CARCASSONNE_ROWS;
  const problems = problemsOf(() =>
    game('carcassonne').standings('CARC_STANDINGS', sheet(t, lang, rows), `draw=starter-loses; lang=${lang}`),
  );

  it('names every column of a bad cell as its header is written, and no column by its English header', () => {
    expectNamedAsWritten(problems, headers, resultColumns('carcassonne'), lang);
    const named = ['notANumber', 'countRange', 'notAMark', 'startersNotOne'];
    for (const h of [score, starts]) expectAtColumn(problems, h, lang, named);
    expect(sayings(problems)).toEqual(expect.arrayContaining(named));
  });

  it('names the Starts column a drawn duel needs by its label in the reader’s language when the results have none', () => {
    const told = problemsOf(() =>
      game('carcassonne').standings('CARC_STANDINGS', sheet(t, lang, duel(1, ['Gil', 60], ['Hal', 60]), ['Starts']), 'draw=starter-loses'),
    );
    expect(sayings(told)).toEqual(['starterNeeded']);
    expect(render(told[0].message, lang)).toContain(lang === 'it' ? 'la colonna Inizia' : 'coloana Începe');
  });
});

describe.each(LANGS)('a roster headed in %s', (lang) => {
  const headers = ROSTER_TEMPLATE.words[lang].headers;
  const [player, active, avoid, fixed, games] = headers;
  const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
  const roster = (rows: Record<string, Cell>[]) => sheet(ROSTER_TEMPLATE, lang, rows);
  const dip = (r: Cell[][]) => game('diplomacy').seating?.seat('DIP_BOARDS', [], 1, r) as { warnings: Text[] };

  it('names every column of a bad cell as its header is written, and no column by its English header', () => {
    const problems = problemsOf(() =>
      dip(
        roster([
          { Active: 'x' },
          { Player: 'P1', Active: 'forse' },
          { Player: 'P2', 'Fixed table': 'vicino' },
          { Player: 'P3', Games: 3 },
          ...names.slice(3).map((p) => ({ Player: p })),
        ]),
      ),
    );
    expectNamedAsWritten(problems, headers, ROSTER_COLUMNS, lang);
    for (const h of [player, active, fixed, games])
      expectAtColumn(problems, h, lang, ['blankRosterPlayer', 'activeMark', 'wholeFrom', 'wholeFromTo']);
  });

  it('names the Avoid and Games columns in the seatings’ warnings and refusals as written', () => {
    const warned = dip(roster(names.map((p) => ({ Player: p, Avoid: 'Club' })))).warnings.map((w) => render(w, lang));
    expect(warned).toEqual([expect.stringContaining(`${lang === 'it' ? 'chiave “club” in' : 'cheia „club” în'} ${avoid}`)]);
    const none = problemsOf(() => dip(roster(names.map((p) => ({ Player: p, Games: 0 })))));
    expect(render(none[0].message, lang)).toContain(`(${games} 0`);
    // without a roster, the Games column is named by its label
    const short = problemsOf(() =>
      game('diplomacy').seating?.seat(
        'DIP_BOARDS',
        sheet(game('diplomacy').template, lang, []),
        1,
        roster(names.slice(1).map((p) => ({ Player: p }))),
      ),
    );
    expect(render(short[0].message, lang)).toContain(`(${games} 0)`);
  });
});

describe.each(LANGS)('a Carcassonne log headed in %s', (lang) => {
  const headers = LOG.words[lang].headers;
  const [feature, tiles] = headers;

  it('names the Feature and count columns as written', () => {
    const problems = problemsOf(() =>
      scoreSheet('CARC_SCORESHEET', sheet(LOG, lang, [{ Feature: 'ponte' }, { Feature: 'city', Tiles: 'tre', 'Player 1': 1 }])),
    );
    expectNamedAsWritten(problems, headers, LOG_COLUMNS, lang);
    expect(problems.map((p) => render(p.message, lang))).toEqual([
      expect.stringMatching(new RegExp(`^${feature} ${quote(lang, 'ponte')} `)),
      expect.stringMatching(new RegExp(`^${tiles} ${quote(lang, 'tre')} `)),
    ]);
  });

  it('lists the log’s columns as written when it has no player column', () => {
    const problems = problemsOf(() => scoreSheet('CARC_SCORESHEET', [headers.slice(0, 7), ['city', 3]]));
    expect(render(problems[0].message, lang)).toMatch(new RegExp(`${headers.slice(0, 7).join(', ')}$`));
  });
});

describe('functions given bare columns name them by their labels in the reader’s language', () => {
  const told = (f: () => unknown) => problemsOf(f).map((p) => LANGS.map((lang) => render(p.message, lang)));
  it.each([
    ['CATAN_PLACE', () => catanPlace('sette'), ['VP “sette” non è un numero', 'PV „sette” nu este un număr']],
    ['DIP_RESULT', () => dipResult('sette'), ['Centri “sette” non è un numero', 'Centre „sette” nu este un număr']],
    ['DIP_GAMESCORE', () => dipGameScore(0, 'mai'), ['Eliminato “mai” non è un numero', 'Eliminat „mai” nu este un număr']],
    ['CARC_ROAD', () => carcRoad('tre'), ['Tessere “tre” non è un numero', 'Cartonașe „tre” nu este un număr']],
    ['CARC_ROUNDPOINTS', () => carcRoundPoints('dieci'), ['Punteggio “dieci” non è un numero', 'Punctaj „dieci” nu este un număr']],
    ['CARC_EXPLAIN', () => carcExplain('ponte'), ['Elemento “ponte”;', 'Teritoriu „ponte”;']],
    ['CARC_AWARD', () => carcAward(10, [[1, -1]]), ['per giocatore 2', 'pentru jucătorul 2']],
  ] as const)('%s', (_, f, words) => {
    const [it, ro] = told(f)[0];
    expect([it.slice(0, words[0].length + 40), ro.slice(0, words[1].length + 40)]).toEqual([
      expect.stringContaining(words[0]),
      expect.stringContaining(words[1]),
    ]);
  });

  it('a drawn duel under starter-loses names the Starts column by its label', () =>
    expect(told(() => carcRoundPoints([[60], [60]], [[1], [1]], 'draw=starter-loses'))).toEqual([
      [expect.stringContaining('la colonna Inizia'), expect.stringContaining('coloana Începe')],
    ]));
});

// the same bad data through each adapter: the command line, the custom functions of the built bundle, the sidebar's server
const ADAPTED = [
  ['catan', 'CATAN_STANDINGS', CATAN_ROWS, ''],
  ['diplomacy', 'DIP_STANDINGS', DIPLOMACY_ROWS, ''],
  ['carcassonne', 'CARC_STANDINGS', CARCASSONNE_ROWS, 'draw=starter-loses'],
] as const;
const adapted = ADAPTED.flatMap(([id, fn, rows, settings]) => LANGS.map((lang) => [id, lang, fn, rows, settings] as const));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-headers-'));

/** The English headers none of `lines` may hold, for the game's results headed in `lang`. */
const expectNoEnglishId = (lines: readonly string[], id: string, lang: Local) => {
  const ids = englishIds(resultColumns(id), game(id).template.words[lang].headers, lang);
  for (const line of lines) expect({ line, english: ids.filter((w) => holds(line, w)) }).toEqual({ line, english: [] });
};

describe.each(adapted)('%s headed in %s, through the adapters', (id, lang, fn, rows, settings) => {
  const grid = sheet(game(id).template, lang, rows);
  const headers = grid[0] as string[];

  it('podium check names each cell’s column as written', () => {
    const file = path.join(tmp, `${id}-${lang}.csv`);
    fs.writeFileSync(file, `${grid.map((r) => r.join(';')).join('\n')}\n`);
    let said = '';
    const status = run(['check', '--game', id, file, '--lang', lang, ...(settings ? ['--settings', settings] : [])], {
      out: (t) => (said += t),
      err: (t) => (said += t),
    });
    expect(status).toBe(1);
    const lines = said.split('\n').filter((l) => l.startsWith(file));
    expect(lines.length).toBeGreaterThan(3);
    const column = lang === 'it' ? 'colonna' : 'coloana';
    for (const l of lines) {
      const named = new RegExp(`${column} (\\d+) \\(([^)]*)\\)`).exec(l);
      if (named) expect(named[2]).toBe(headers[Number(named[1]) - 1]);
    }
    expectNoEnglishId(lines, id, lang);
  });

  it('the standings function in a spreadsheet of that language names the columns as written', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = lang === 'it' ? 'it_IT' : 'ro_RO';
    const message = loadBundle({ spreadsheet }).errorOf(fn, grid, settings) as string;
    expect(message).toMatch(new RegExp(`^${fn}: ${lang === 'it' ? 'riga' : 'rândul'} `));
    expectNoEnglishId(message.split(' | '), id, lang);
  });

  it('Build standings in the sidebar refuses the data naming the columns as written', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.addSheet('Risultati', grid);
    const outcome = loadBundle({ spreadsheet }).call('buildStandings', {
      game: id,
      sheet: 'Risultati',
      settings: `${settings}; lang=${lang}`.replace(/^; /, ''),
    }) as { ok: boolean; problems: { cell?: string; message: string }[] };
    expect(outcome.ok).toBe(false);
    expect(outcome.problems.length).toBeGreaterThan(3);
    expectNoEnglishId(
      outcome.problems.map((p) => p.message),
      id,
      lang,
    );
  });
});

describe.each(LANGS)('Write in %s', (lang) => {
  it('names a column the results lack by its label in the sidebar’s language', () => {
    const spreadsheet = new FakeSpreadsheet();
    const t = game('catan').template;
    spreadsheet.addSheet(
      'Risultati',
      sheet(
        t,
        lang,
        ['Ada', 'Bo', 'Cy', 'Di'].map((p, k) => ({ Round: 1, Table: 1, Player: p, VP: 10 - k })),
        ['Declared', 'Seat'],
      ),
    );
    const outcome = loadBundle({ spreadsheet }).call('writeSeating', { game: 'catan', sheet: 'Risultati', settings: `lang=${lang}` }) as {
      ok: boolean;
      warnings: string[];
    };
    expect(outcome.ok).toBe(true);
    const seat = t.words[lang].headers[5];
    // the column by the label the sidebar's language gives it (the sentence itself: test/adapterWords.test.ts)
    expect(outcome.warnings).toContain(SERVER_WORDS[lang].columnNotWritten(seat));
  });
});

describe('DIP_SYSTEMS', () => {
  it.each([
    ['it', 'Eliminato', 'Storico (colonne 1901, 1902, …)'],
    ['ro', 'Eliminat', 'Istoric (coloanele 1901, 1902, …)'],
  ])('names the columns a system needs in %s as New tournament heads them', (lang, eliminated, history) => {
    const systems = rowsIn(dipSystems(), lang as Local);
    expect(systems.find((r) => r[0] === 'maxonian')?.[2]).toBe(history);
    expect(systems.map((r) => String(r[2])).filter((needs) => needs.includes(eliminated)).length).toBeGreaterThan(0);
    expectNoEnglishId(
      systems.map((r) => String(r[2])),
      'diplomacy',
      lang as Local,
    );
  });
});
