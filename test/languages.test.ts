import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv, typedCells } from '../src/cli/csv';
import { CLI_WORDS } from '../src/cli/words';
import { MATCH_COLUMNS } from '../src/engine/carcassonne/league/columns';
import { LOG_COLUMNS } from '../src/engine/carcassonne/scoresheet';
import { CATAN_LABELS } from '../src/engine/catan/labels';
import { say as sayDiplomacy } from '../src/engine/diplomacy/messages';
import { GAMES } from '../src/engine/games';
import { ERROR_MESSAGES } from '../src/engine/i18n/errors';
import { quoted } from '../src/engine/i18n/format';
import type { Lang } from '../src/engine/i18n/lang';
import { render, type Said, sayer } from '../src/engine/i18n/message';
import { saySheet } from '../src/engine/i18n/sheetWords';
import type { Label } from '../src/engine/i18n/words';
import { SEAT_COLUMN, STARTS_COLUMN } from '../src/engine/shared/columns';
import type { Template } from '../src/engine/shared/game';
import { type ColumnSpec, readHeaderTable } from '../src/engine/shared/headerTable';
import { SHARED_LABELS as L } from '../src/engine/shared/labels';
import { say as sayShared } from '../src/engine/shared/messages';
import { say as saySeating } from '../src/engine/shared/seating/messages';
import { ROSTER_COLUMNS, ROSTER_TEMPLATE } from '../src/engine/shared/seating/roster';
import { loadBundle } from './harness/appsScript';
import { podiumIn } from './harness/cli';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { GAME_IDS } from './harness/games';

// The standings in Italian and Romanian (docs/languages.md): the `lang=` setting of every game, kept with a standings sheet,
// and the command line's --lang. Golden files (test/golden/) hold one standings sheet per game per language, as the
// sidebar's Build writes it: headers, the Final column's places, the Tie-break column and the warning rows.
/** A warning's row as a spill writes it in `lang`. */
const warningIn = (lang: Lang, text: Said | string) => render(saySheet('warningRow', { text }), lang);
const root = path.join(__dirname, '..');
const EXAMPLES = [
  ['catan', 'examples/catan-tournament.csv'],
  ['carcassonne', 'examples/carcassonne-tournament.csv'],
  ['diplomacy', 'examples/diplomacy-tournament.csv'],
] as const;
const golden = (name: string) => path.join(root, 'test/golden', name);
const rewrite = process.env.PODIUM_REWRITE_GOLDEN === '1'; // to write them anew after a deliberate change, then review the diff

function sheetIn(game: string, file: string, settings: string): string {
  const spreadsheet = new FakeSpreadsheet();
  spreadsheet.addSheet(
    'Results',
    typedCells(parseCsv(fs.readFileSync(path.join(root, file), 'utf8')), () => true),
  );
  const bundle = loadBundle({ spreadsheet });
  const outcome = bundle.call('buildStandings', { game, sheet: 'Results', settings }) as { ok: boolean; sheet: string };
  expect(outcome.ok).toBe(true);
  const sheet = spreadsheet.tabs().find((t) => t.getName() === outcome.sheet);
  if (!sheet) throw new Error(`no sheet ${outcome.sheet}`);
  return `${(sheet.getDataRange().getDisplayValues() as string[][]).map((r) => r.join('\t').trimEnd()).join('\n')}\n`;
}

describe.each(EXAMPLES)('%s standings sheet', (game, file) => {
  it.each(['it', 'ro'] as const)('in %s matches its golden file, and no English header is left', (lang) => {
    const text = sheetIn(game, file, `lang=${lang}`);
    const name = `standings.${game}.${lang}.tsv`;
    if (rewrite) fs.writeFileSync(golden(name), text);
    expect(text).toBe(fs.readFileSync(golden(name), 'utf8'));
    const english = sheetIn(game, file, '').split('\n')[0].split('\t');
    const header = text.split('\n')[0].split('\t');
    // Buchholz is a name, the same in every language, and Italian writes the seed's VP (SPEC §11.3)
    expect(header.filter((h, i) => h === english[i] && h !== 'Buchholz' && !(lang === 'it' && h === 'VP'))).toEqual([]);
  });
});

describe('lang= in a standings formula', () => {
  const bundle = loadBundle();
  const results = [
    ['Round', 'Table', 'Player', 'VP', 'Declared'],
    [1, 1, 'Ada', 10, true],
    [1, 1, 'Bo', 7, false],
    [1, 1, 'Cy', 7, false],
    [1, 1, 'Di', 5, false],
    [2, 1, 'Ada', '', ''],
    [2, 1, 'Bo', '', ''],
    [2, 1, 'Cy', '', ''],
    [2, 1, 'Di', '', ''],
  ];
  it('spills Italian headers and warning rows, Romanian with lang=ro, English without', () => {
    // the headers are the labels, the warning row the standings' sentence, each in the language asked
    const headers: Label[] = [L.rank, L.player, L.roundPoints, L.vp, CATAN_LABELS.vpShare, L.games];
    for (const lang of ['it', 'ro'] as const) {
      const spill = bundle.call('CATAN_STANDINGS', results, `lang=${lang}`) as unknown[][];
      expect(spill[0]).toEqual(headers.map((h) => h[lang]));
      expect(spill[spill.length - 1][0]).toBe(warningIn(lang, saySheet('awaiting', { tables: 1, kind: 'table', round: '2' })));
    }
    expect((bundle.call('CATAN_STANDINGS', results) as unknown[][])[0][0]).toBe('Rank');
  });

  it('reads lang= as every setting is read: in any case, with spaces, among other settings, in every function', () => {
    for (const settings of ['lang=IT', ' Lang = It ', 'share=pooled; LANG=it'])
      expect((bundle.call('CATAN_STANDINGS', results, settings) as unknown[][])[0][0]).toBe('Pos.');
    const ro = ' lAnG = RO ';
    expect((bundle.call('CATAN_SEATING', results, 3, '', '', ro) as unknown[][])[0]).toEqual(['Rundă', 'Masă', 'Loc la masă', 'Jucător']);
    expect(bundle.errorOf('CATAN_ROUNDPOINTS', [[9], [30], [7]], '', '', `three=5-3-6;${ro}`)).toMatch(
      /^CATAN_ROUNDPOINTS: setarea „three=/,
    );
    expect(bundle.errorOf('DIP_GAMESCORE', [[40]], '', '', '', 'LANG=IT')).toMatch(/^DIP_GAMESCORE: riga 1: 40 centri/);
    expect(bundle.errorOf('CARC_ROAD', 0, '', 'Lang=Ro')).toBe('CARC_ROAD: cartonașe: 0; între 1 și 10000');
    expect(bundle.call('CARC_EXPLAIN', 'city', 7, 2, 'cathedral', 'LANG = RO')).toBe(
      '7 cartonașe ×2 = 14 · 2 blazoane ×2 = 4 · cathedral +9 → 27',
    );
  });

  it('refuses a language Podium does not speak, listing en, it, ro', () => {
    expect(bundle.errorOf('CATAN_STANDINGS', results, 'lang=fr')).toMatch(/lang.*en.*it.*ro/);
  });
});

describe('the tables awaiting scores, counted in each language', () => {
  it.each([
    [1, 'en', 'table', '1 table awaits scores (round 4)'],
    [3, 'en', 'board', '3 boards await scores (round 4)'],
    [1, 'it', 'table', '1 tavolo in attesa di punteggio (turno 4)'],
    [3, 'it', 'board', '3 tavoli in attesa di punteggio (turno 4)'],
    [1, 'ro', 'table', '1 masă așteaptă punctajul (runda 4)'],
    [3, 'ro', 'table', '3 mese așteaptă punctajul (runda 4)'],
    [20, 'ro', 'board', '20 de mese așteaptă punctajul (runda 4)'],
  ] as const)('%i in %s (%s)', (n, lang, kind, text) =>
    expect(render(saySheet('awaiting', { tables: n, kind, round: '4' }), lang)).toBe(text),
  );
});

describe('the standings warnings in each language', () => {
  const counts = [
    { rounds: 5, players: ['Ana', 'Dan'] },
    { rounds: 4, players: ['A', 'B', 'C', 'D'] },
  ];
  it.each([
    ['spellings', saySheet('spellings', { names: ['"Ana"', '"ana"'] })],
    ['metOften', saySheet('metOften', { pair: ['Ana', 'Dan'], times: 2, atTable: true })],
    ['byes', saySheet('byes', { player: 'Ana', byes: 2 })],
    ['roundsDiffer', saySheet('roundsDiffer', { counts })],
  ] as const)('%s: Italian and Romanian differ from English and keep every value', (_, said) => {
    const en = render(said);
    const values = en.match(/Ana|Dan|"ana"|\b\d+\b/g) ?? [];
    for (const lang of ['it', 'ro'] as const) {
      const text = render(said, lang);
      expect(text).not.toBe(en);
      // a quoted name in the language's quotation marks
      for (const v of values) expect(text).toContain(quoted(lang, v));
    }
  });

  it('count their nouns as Romanian does', () => {
    expect(render(saySheet('metOften', { pair: ['Ana', 'Dan'], times: 20, atTable: false }), 'ro')).toBe(
      'Ana și Dan s-au întâlnit de 20 de ori',
    );
    expect(render(saySheet('byes', { player: 'Ana', byes: 2 }), 'ro')).toBe('Ana a avut 2 runde libere');
    expect(render(saySheet('roundsDiffer', { counts }), 'ro')).toBe(
      'jucătorii au jucat un număr diferit de runde: 5 (Ana, Dan), 4 (4 jucători)',
    );
    expect(render(saySheet('roundsDiffer', { counts }), 'it')).toBe(
      'i giocatori hanno giocato un numero diverso di turni: 5 (Ana, Dan), 4 (4 giocatori)',
    );
  });

  it('reach a standings formula in its language', () => {
    const results = [
      ['Round', 'Table', 'Player', 'Score'],
      [1, 1, 'Ana', 80],
      [1, 1, 'Dan', 60],
      [2, 1, 'ana', 70],
      [2, 1, 'Dan', 75],
    ];
    const spill = loadBundle().call('CARC_STANDINGS', results, 'lang=it') as unknown[][];
    expect(spill.map((r) => r[0])).toContain(warningIn('it', saySheet('spellings', { names: ['"Ana"', '"ana"'] })));
  });
});

describe("the spreadsheet's locale, when no lang= is written (docs/languages.md)", () => {
  const results = [
    ['Round', 'Table', 'Player', 'VP', 'Declared'],
    [1, 1, 'Ada', 10, true],
    [1, 1, 'Bo', 7, false],
    [1, 1, 'Cy', 6, false],
  ];
  const inLocale = (locale: string) => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = locale;
    return { spreadsheet, bundle: loadBundle({ spreadsheet }) };
  };

  it('gives a standings formula its language, read once, and lang= beats it', () => {
    const { spreadsheet, bundle } = inLocale('ro_RO');
    expect((bundle.call('CATAN_STANDINGS', results) as unknown[][])[0][0]).toBe('Loc');
    expect(spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale')).toHaveLength(1);
    expect((bundle.call('CATAN_STANDINGS', results, 'three=5-3-1') as unknown[][])[0][1]).toBe('Jucător');
    expect((bundle.call('CATAN_STANDINGS', results, 'lang=en') as unknown[][])[0][0]).toBe('Rank');
    expect((inLocale('it').bundle.call('DIP_BESTCOUNTRY', [['Round', 'Board', 'Player', 'Power', 'Centres']]) as unknown[][])[0][0]).toBe(
      'Potenza',
    );
  });

  it('is not read by a function whose answer holds no words, and a locale that cannot be read is English', () => {
    const { spreadsheet, bundle } = inLocale('it_IT');
    expect(bundle.call('DIP_RESULT', [[18], [4], [4], [3], [3], [1], [1]])).toEqual([
      ['Win'],
      ['Loss'],
      ['Loss'],
      ['Loss'],
      ['Loss'],
      ['Loss'],
      ['Loss'],
    ]);
    expect(spreadsheet.log.calls).not.toContain('getSpreadsheetLocale');
    spreadsheet.log.failOn = 'getSpreadsheetLocale';
    expect((bundle.call('CATAN_STANDINGS', results) as unknown[][])[0][0]).toBe('Rank');
    spreadsheet.log.failOn = 'getSpreadsheetLocale';
    expect(bundle.errorOf('DIP_RESULT', 17)).toBe('DIP_RESULT: row 1: 1 player on the board; a board has 7');
  });

  it('tells an error in the language of the settings, else of the spreadsheet, read once the call has failed', () => {
    // which problems, told in the language: `DIP_RESULT: row 1: …`, each message in its words
    const told = (lang: Lang, ...problems: Said[]) =>
      problems.map((p) => `DIP_RESULT: ${render(sayer(ERROR_MESSAGES)('atRow', { row: 1 }), lang)}: ${render(p, lang)}`).join(' | ');
    const { spreadsheet, bundle } = inLocale('it_IT');
    expect(bundle.errorOf('DIP_RESULT', 17)).toBe(told('it', sayDiplomacy('boardSize', { players: 1, size: 7 })));
    expect(spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale')).toHaveLength(1);
    expect(inLocale('ro_RO').bundle.errorOf('DIP_RESULT', [[35], [0], [0], [0], [0], [0], [0]])).toBe(
      told('ro', sayDiplomacy('seatCentres', { centres: 35, most: 34 }), sayDiplomacy('boardCentres', { centres: 35, most: 34 })),
    );
    // a standings formula that fails reads the locale once in all, for its answer and its error
    const once = inLocale('ro_RO');
    expect(
      once.bundle.errorOf('CATAN_STANDINGS', [
        ['Round', 'Table', 'Player', 'VP'],
        [1, 1, 'Ada', 30],
      ]),
    ).toMatch(/^CATAN_STANDINGS: rândul 2/);
    expect(once.spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale')).toHaveLength(1);
    // lang= of the settings, even in settings that are wrong elsewhere
    expect(inLocale('it_IT').bundle.errorOf('DIP_STANDINGS', [['Round']], 'lang=ro; system=nope')).toMatch(/^DIP_STANDINGS: /);
  });

  it("spills a seating in the spreadsheet's language: its header and each warning (3-player tables a second time)", () => {
    const six = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const round1 = six.map((p, i) => [1, i < 3 ? 1 : 2, p, [10, 7, 6, 10, 8, 5][i], i % 3 === 0]);
    const spill = inLocale('it_IT').bundle.call('CATAN_SEATING', [results[0], ...round1], 2) as unknown[][];
    expect(spill[0]).toEqual([L.round, L.table, L.seat, L.player].map((h) => h.it));
    /** A warning row of this message, in `lang`, as a pattern: its players and its table any. */
    const warningOf = (lang: Lang, said: Said) =>
      new RegExp(
        `^${warningIn(lang, said)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/§p§/g, '\\w+')
          .replace(/§t§/g, '\\d')}$`,
      );
    const table = sayShared('atTable', { id: '§t§' });
    const threeAgain = (lang: Lang) => warningOf(lang, saySeating('threeAgain', { player: '§p§', times: 2, place: table }));
    const metAgain = warningOf('it', saySeating('metAgain', { a: '§p§', b: '§p§', times: 2, place: table }));
    const warnings = spill.map((r) => String(r[0])).filter((w) => w.startsWith(warningIn('it', '')));
    // six players at two tables of 3 again: each sits at one a second time, and one pair per table meets again
    expect(warnings.filter((w) => threeAgain('it').test(w))).toHaveLength(6);
    expect(warnings.filter((w) => metAgain.test(w))).toHaveLength(2);
    expect(warnings).toHaveLength(8);
    const ro = inLocale('ro_RO').bundle.call('CATAN_SEATING', [results[0], ...round1], 2, '', '', 'lang=ro') as unknown[][];
    expect(ro.map((r) => String(r[0])).filter((w) => threeAgain('ro').test(w))).toHaveLength(6);
  });

  it('gives DIP_SYSTEMS, CATAN_CHECK and CARC_EXPLAIN, whose settings cannot carry it, its language: CATAN_CHECK only when a row has a breach', () => {
    const it = inLocale('it_IT');
    const systems = it.bundle.call('DIP_SYSTEMS') as string[][];
    expect(systems[0]).toEqual(['Sistema', 'Nome', 'Richiede', 'Solo', 'Punteggio']);
    const kiss = systems.find((r) => r[0] === 'kiss') as string[];
    expect(kiss[4]).toMatch(/^vittoria 35; patta 1 per centro/);
    expect(systems.find((r) => r[0] === 'sum-of-squares')?.[2]).toBe('Solo i centri');
    expect(systems.find((r) => r[0] === 'maxonian')?.[3]).toBe('12; gli altri per posizione');
    expect((inLocale('ro_RO').bundle.call('DIP_SYSTEMS') as string[][])[0][4]).toBe('Punctaj');
    expect(it.spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale')).toHaveLength(1);
    // a valid table: no words, no locale read; a breach: told in Italian
    const check = inLocale('it_IT');
    const pieces = [
      [[2], [2], [2]],
      [[4], [1], [1]],
      [[0], [0], [0]],
      [[0], [0], [0]],
      [[6], [5], [5]],
      [[5], [4], [4]],
    ];
    expect(check.bundle.call('CATAN_CHECK', ...pieces)).toEqual([[''], [''], ['']]);
    expect(check.spreadsheet.log.calls).not.toContain('getSpreadsheetLocale');
    const six = pieces.map((column, k) => (k === 0 ? [[6], [2], [2]] : column));
    expect((check.bundle.call('CATAN_CHECK', ...six) as string[][])[0][0]).toMatch(/^6 insediamenti; un giocatore ne ha al massimo 5/);
    expect(check.spreadsheet.log.calls.filter((c) => c === 'getSpreadsheetLocale')).toHaveLength(1);
    // CARC_EXPLAIN: its settings' lang= first, the locale then unread; else the spreadsheet's
    const explain = inLocale('it_IT');
    expect(explain.bundle.call('CARC_EXPLAIN', 'city', 7, 2, 'cathedral', 'lang=ro')).toBe(
      '7 cartonașe ×2 = 14 · 2 blazoane ×2 = 4 · cathedral +9 → 27',
    );
    expect(explain.spreadsheet.log.calls).not.toContain('getSpreadsheetLocale');
    expect(explain.bundle.call('CARC_EXPLAIN', 'city', 7, 2, 'cathedral')).toBe('7 tessere ×2 = 14 · 2 stemmi ×2 = 4 · cathedral +9 → 27');
    // its error too: the settings' lang= before the spreadsheet's
    expect(explain.bundle.errorOf('CARC_EXPLAIN', 'city', 1, 0, '', 'lang=ro')).toBe('CARC_EXPLAIN: cartonașe: 1; între 2 și 10000'); // tiles: the argument, in the reader's words (SPEC §11 Native wording 1)
  });

  it("is the sidebar's default Language", () => {
    const state = inLocale('it_IT').bundle.call('getSidebarState') as { games: { settings: { key: string; default: string }[] }[] };
    for (const game of state.games) expect(game.settings.find((s) => s.key === 'lang')?.default).toBe('it');
  });
});

describe('podium standings --lang', () => {
  const podium = podiumIn;
  const CARC = path.join(root, 'examples/carcassonne-tournament.csv');

  it('prints Romanian: headers, notes, the decimal comma', () => {
    const r = podium(['standings', '--game', 'carcassonne', CARC, '--lang', 'ro']);
    expect(r.status).toBe(0);
    const [header, , first, second] = r.out.split('\n');
    expect(header).toMatch(/^Loc\s+Jucător\s+Victorii/);
    expect(first).toMatch(/Locul 1/);
    expect(second).toMatch(/3,5/);
    expect(second).toMatch(/Sub .*, departajare prin finală/);
  });

  it('follows the locale when --lang is not given, and --lang beats it', () => {
    expect(podium(['standings', '--game', 'carcassonne', CARC], { LANG: 'it_IT.UTF-8' }).out).toMatch(/^Pos\.\s+Giocatore/);
    expect(podium(['standings', '--game', 'carcassonne', CARC], { LC_ALL: 'C' }).out).toMatch(/^Rank\s+Player/);
    expect(podium(['standings', '--game', 'carcassonne', CARC, '--lang', 'en'], { LANG: 'ro_RO' }).out).toMatch(/^Rank\s+Player/);
    expect(podium(['standings', '--game', 'carcassonne', CARC, '--settings', 'lang=ro'], { LANG: 'it_IT' }).out).toMatch(/^Loc\s+Jucător/);
  });

  it('seats the next round in the language asked: the header, the warnings, and an error', () => {
    const CATAN = path.join(root, 'examples/catan-tournament.csv');
    const r = podium(['seat', '--game', 'catan', CATAN, '--round', '5', '--lang', 'ro']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^Rundă\s+Masă\s+Loc la masă\s+Jucător\n/);
    expect(r.out).not.toMatch(/Warning|time \(/);
    // a round seated after the final stage has begun: the problem in Romanian too
    const wrong = podium(['seat', '--game', 'carcassonne', CARC, '--round', '6', '--settings', 'lang=ro']);
    expect(wrong.status).toBe(1);
    expect(wrong.err).toMatch(
      /rezultatele conțin rânduri din faza finală \(QF, SF, 3P, F\); după ce a început, nu se mai așază runde numerotate/,
    );
  });

  it('tells a wrong command line and its usage in the language asked or the locale, the commands as typed', () => {
    const wrong = podium(['standings', '--game', 'chess', CARC, '--lang', 'ro']);
    expect(wrong.status).toBe(2);
    const [what, usageLine, ...rest] = wrong.err.split('\n');
    // which sentences, in the language asked (their words: CLI_WORDS, checked in test/adapterWords.test.ts)
    const [ro, it] = [CLI_WORDS.ro, CLI_WORDS.it];
    expect(what).toBe(`podium: ${ro.gameOneOf(GAME_IDS.join(', '), 'chess')}`);
    expect(usageLine).toBe(ro.usage.usage);
    expect(rest.join('\n')).toContain(`podium seat --game ${GAME_IDS.join('|')} --round N|R64|R32|R16|QF|SF|3P|F FILE.csv`);
    expect(rest.join('\n')).toContain(ro.usage.exit);
    const help = podium([], { LANG: 'it_IT.UTF-8' });
    expect(help.out.startsWith(`${it.usage.usage}\n`)).toBe(true);
    expect(help.out).toContain(it.usage.examples);
    expect(podium(['seat', '--game', 'catan', CARC], { LANG: 'it_IT' }).err.startsWith(`podium: ${it.giveRound}\n${it.usage.usage}`)).toBe(
      true,
    );
    expect(
      podium(['standings', '--game', 'catan', 'nope.csv', '--lang', 'it']).err.startsWith(
        `podium: ${it.cannotRead('nope.csv', 'missing')}\n`,
      ),
    ).toBe(true);
  });

  it("tells a file's problems and its summary in the language asked", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'podium-')), 'results.csv');
    fs.writeFileSync(file, 'Round,Table,Player,VP\n1,1,Ada,9\n1,1,Bo,30\n1,1,Cy,6\n');
    const r = podium(['standings', '--game', 'catan', file, '--lang', 'ro']);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/results\.csv rândul 3, coloana 4 \(VP\), runda 1, masa 1: 30 PV; un jucător are între 2 și 22 PV\n/);
    expect(r.err).toMatch(/\n1 problemă găsită\n$/);
    const ok = podium(['check', '--game', 'catan', path.join(root, 'examples/catan-tournament.csv'), '--settings', 'lang=it']);
    expect(ok.out).toMatch(/: nessun problema \(26 giocatori, \d+ partite\)\n$/);
  });

  it('is a usage error (exit 2) for a language Podium does not speak', () => {
    const r = podium(['standings', '--game', 'carcassonne', CARC, '--lang', 'fr']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('--lang must be one of en, it, ro, not "fr"');
  });
});

describe('New tournament in Italian and Romanian', () => {
  // each template with the columns that read it back
  const templates: [string, Template, readonly ColumnSpec[]][] = [
    ...GAMES.map((g): [string, Template, readonly ColumnSpec[]] => [g.id, g.template, [...g.columns, SEAT_COLUMN, STARTS_COLUMN]]),
    ['carcassonne-log', GAMES.find((g) => g.log)?.log?.template as Template, LOG_COLUMNS],
    ['carcassonne-match', GAMES.find((g) => g.variants)?.variants?.match as Template, MATCH_COLUMNS],
    ['roster', ROSTER_TEMPLATE, ROSTER_COLUMNS],
  ];

  it.each(templates.flatMap(([id, t, specs]) => (['it', 'ro'] as const).map((lang) => [id, lang, t, specs] as const)))(
    '%s in %s: every header is read back as the column its English header is',
    (_, lang, template, specs) => {
      const words = template.words[lang];
      expect(words.headers).toHaveLength(template.headers.length);
      const english = readHeaderTable('test', [template.headers as string[]], specs).columns;
      const local = readHeaderTable('test', [words.headers as string[]], specs).columns;
      expect(local).toEqual(english);
      // Masterpoints is a name; Italian writes the seed's VP (SPEC §11.3)
      expect(words.headers.filter((h, i) => h === template.headers[i] && h !== 'Masterpoints' && !(lang === 'it' && h === 'VP'))).toEqual(
        [],
      );
      // what New tournament writes is the label a message gives a column the results lack (docs/languages.md)
      const labels = Object.entries(english).map(([key, i]) => [words.headers[i as number], specs.find((c) => c.key === key)?.label[lang]]);
      expect(labels.filter(([header, label]) => header !== label)).toEqual([]);
    },
  );

  it('creates the results sheet in the spreadsheet’s language, checkboxes and drop-downs at their columns', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = 'ro_RO';
    const bundle = loadBundle({ spreadsheet });
    expect(bundle.call('createTournament', 'diplomacy')).toBe('Rezultate – Diplomacy');
    const sheet = spreadsheet.getSheetByName('Rezultate – Diplomacy');
    expect(sheet?.getRange('A1:J1').getValues()[0]).toEqual(GAMES.find((g) => g.id === 'diplomacy')?.template.words.ro.headers);
    // the standings formula beside them reads the Romanian headers and carries the sheet's language, so that it keeps
    // speaking it after the spreadsheet's locale changes
    expect(sheet?.getRange('L1').getFormulas()[0][0]).toBe('=DIP_STANDINGS(A1:J; "lang=ro")');
    spreadsheet.locale = 'en_US';
    expect(bundle.call('DIP_STANDINGS', sheet?.getRange('A1:J3').getValues(), 'lang=ro')).toEqual([
      ['Loc', 'Jucător', 'Puncte', 'Victorii', 'Remize', 'Înfrângeri', 'Eliminări', 'Cea mai bună partidă'],
    ]);
  });

  it('CARC_SCORESHEET heads its spill in its language: lang=, else the spreadsheet’s (SPEC §12.3)', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = 'ro_RO';
    const bundle = loadBundle({ spreadsheet });
    const log = [
      ['Teritoriu', 'Cartonașe', 'Ana', 'Bo'],
      ['road', 4, 1, 0],
    ];
    expect(bundle.call('CARC_SCORESHEET', log)).toEqual([
      ['Teritoriu', 'Puncte', 'Ana', 'Bo'],
      ['road', 4, 4, 0],
      ['Total', '', 4, 0],
    ]);
    expect(bundle.call('CARC_SCORESHEET', log, 'lang=it')).toEqual([
      ['Elemento', 'Punti', 'Ana', 'Bo'],
      ['road', 4, 4, 0],
      ['Totale', '', 4, 0],
    ]);
    spreadsheet.locale = 'en_US';
    expect((bundle.call('CARC_SCORESHEET', log) as unknown[][])[0]).toEqual(['Feature', 'Points', 'Ana', 'Bo']);
  });

  it('writes each live formula with the language of an Italian sheet, and an English sheet’s with one argument', () => {
    const spreadsheet = new FakeSpreadsheet();
    spreadsheet.locale = 'it_IT';
    const bundle = loadBundle({ spreadsheet });
    expect(bundle.call('createTournament', 'catan')).toBe('Risultati – Catan');
    expect(spreadsheet.getSheetByName('Risultati – Catan')?.getRange('H1').getFormulas()[0][0]).toBe('=CATAN_STANDINGS(A1:F; "lang=it")');
    expect(bundle.call('createTournament', 'carcassonne-log')).toBe('Registro – Carcassonne');
    expect(spreadsheet.getSheetByName('Registro – Carcassonne')?.getRange('M1').getFormulas()[0][0]).toBe(
      '=CARC_SCORESHEET(A1:K; "lang=it")',
    );
    spreadsheet.locale = 'en_GB';
    expect(bundle.call('createTournament', 'carcassonne')).toBe('Results – Carcassonne');
    expect(spreadsheet.getSheetByName('Results – Carcassonne')?.getRange('G1').getFormulas()[0][0]).toBe('=CARC_STANDINGS(A1:E)');
  });
});
