import fc from 'fast-check';
import { SIDEBAR_SERVER_FUNCTIONS } from '../src/appsscript/contract';
import { REPORT_PAGE_FUNCTIONS } from '../src/appsscript/reportContract';
import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { SHARED_LABELS } from '../src/engine/shared/labels';
import { shortNames } from '../src/engine/shared/live/names';
import { fold } from '../src/engine/shared/text';
import { customFunctionNames, ENTRY_POINTS, HARNESS_TOKEN, loadBundle, TOKEN, webAppOf } from './harness/appsScript';
import { carcassonneEvent, catanEvent } from './harness/events';
import { FakeSpreadsheet } from './harness/fakeSpreadsheet';
import { carcassonneSemiFinals, catanResults, diplomacyResults } from './harness/tournaments';

// The live page's server (SPEC §13): publishing after Build, Refresh and Write, the snapshot and nothing else, the
// store under Google's limits, failures that never touch what was written, and the guard on every other function.

type Snapshot = {
  format: number;
  version: string;
  title: string;
  game: string;
  lang: string;
  published: string;
  standings: { header: string[]; columns: string[]; percent?: boolean[]; rows: unknown[][] } | null;
  round: {
    round: string;
    header: string[];
    columns: string[];
    rows: unknown[][];
    unscored: string[];
    byes?: string[];
    since?: string;
  } | null;
  stages: unknown[];
  stakes?: { cut: number; kind?: string; rows: { player: string; title: string; cut: string; needs?: Record<string, string> }[] };
};
type Outcome = { ok: boolean; warnings?: string[]; problems?: { message: string }[]; published?: string[]; url?: string | null };

const URL = 'https://script.google.com/macros/s/AKfyc-test/exec';

/** A Catan tournament of 12 players after two rounds, with a Seat column for Write to fill. */
function results(players = 12, rounds = 2): unknown[][] {
  const rows = catanResults(players, rounds);
  return [['Round', 'Table', 'Seat', 'Player', 'VP', 'Declared'], ...rows.slice(1).map((r) => [r[0], r[1], '', ...r.slice(2)])];
}

function setup(rows = results(), options: { publish?: boolean; names?: string; title?: string } = {}) {
  const spreadsheet = new FakeSpreadsheet();
  const sheet = spreadsheet.addSheet('Results', rows);
  const properties = new Map<string, string>();
  const bundle = loadBundle({ spreadsheet, properties, url: URL });
  const t = String(sheet.getSheetId());
  if (options.publish !== false)
    expect(
      bundle.call('liveSettings', { publish: true, names: options.names ?? 'as-written', title: options.title ?? 'Autumn Open' }),
    ).toMatchObject({
      ok: true,
      url: URL,
    });
  const build = () => bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings: '' }) as Outcome;
  const write = () => bundle.call('writeSeating', { game: 'catan', sheet: 'Results', settings: '' }) as Outcome;
  const snapshot = () => bundle.call('liveSnapshot', t) as Snapshot | null;
  /**
   * The spreadsheet and the document's properties: what Build and Write change, and publishing must never. Write
   * keeps when it wrote the round (the clock's time, which differs from run to run).
   */
  const state = () =>
    JSON.stringify({
      sheets: spreadsheet.tabs().map((s) => [s.getSheetId(), s.getName(), s.snapshot()]),
      properties: [...properties].sort(),
    }).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'TIME');
  return { spreadsheet, sheet, properties, bundle, t, build, write, snapshot, state };
}

const liveKeys = (bundle: ReturnType<typeof loadBundle>) =>
  [...bundle.scriptProperties.values.keys()].filter((k) => k.startsWith('podium.live'));

describe('publishing', () => {
  it('Build publishes the standings as the sheet shows them, without the Tie-break notes, and the round in progress by table', () => {
    const { spreadsheet, bundle, t, build, snapshot } = setup();
    expect(build()).toMatchObject({ ok: true, warnings: [] });
    expect(bundle.call('liveList')).toEqual([{ t, title: 'Autumn Open – Catan', game: 'catan' }]);
    const s = snapshot() as Snapshot;
    expect(Object.keys(s).sort()).toEqual([
      'after',
      'format',
      'game',
      'lang',
      'published',
      'round',
      'stages',
      'standings',
      'timeZone',
      'title',
      'version',
    ]);
    // the standings go as far as round 2, every table of it scored; the time is told in the spreadsheet's time zone
    expect(s).toMatchObject({ after: { round: 2 }, timeZone: 'Europe/Rome' });
    expect(s).toMatchObject({ format: 2, title: 'Autumn Open', game: 'catan', lang: 'en', stages: [] });
    const sheet = spreadsheet.getSheetByName('Standings – Catan')!.getDataRange().getValues();
    expect(s.standings!.header).toEqual(sheet[0].slice(0, -1));
    // each column by its key: a figure by its tie-break step's id, the same in every language
    expect(s.standings!.columns).toEqual(['rank', 'player', 'roundpoints', 'vp', 'share', 'games']);
    expect(s.standings!.rows).toHaveLength(12);
    // every figure but the share as the sheet holds it
    expect(s.standings!.rows.map((r) => [r[0], r[1], r[2], r[3], r[5]])).toEqual(
      sheet.slice(1, 13).map((r) => [r[0], r[1], r[2], r[3], r[5]]),
    );
    // a share as a percentage to the sheet's one decimal, marked so that each page writes it in its own language
    expect(s.standings!.rows[0][4]).toBe(Number(((sheet[1][4] as number) * 100).toFixed(1)));
    expect(s.standings!.percent).toEqual([false, false, false, false, true, false]);
    expect(s.round).toMatchObject({ round: '2', columns: ['round', 'table', 'player', 'seat'], unscored: [] });
    expect(s.round!.rows).toHaveLength(12);
    expect(bundle.call('liveVersion', t)).toBe(s.version);
  });

  it('Write publishes the new round, its tables unscored, with the standings last built', () => {
    const { build, write, snapshot } = setup();
    build();
    const before = snapshot() as Snapshot;
    expect(write()).toMatchObject({ ok: true });
    const s = snapshot() as Snapshot;
    expect(s.version).not.toBe(before.version);
    expect(s.round).toMatchObject({ round: '3', unscored: ['1', '2', '3'] });
    expect(s.round!.rows.map((r) => r[0])).toEqual(Array(12).fill(3));
    expect(s.round!.rows.every((r) => typeof r[3] === 'number')).toBe(true); // the seat Write filled
    expect(s.standings).toEqual(before.standings);
  });

  it('Write before any build publishes the round, with no standings; Publish now publishes it again', () => {
    const { bundle, write, snapshot } = setup();
    expect(write()).toMatchObject({ ok: true });
    expect(snapshot()).toMatchObject({ standings: null, round: { round: '3' } });
    bundle.call('liveSettings', { publish: true, title: 'Winter Open' });
    expect(bundle.call('publishNow')).toEqual({ ok: true, published: ['Winter Open – Results'], warnings: [] });
    expect(snapshot()).toMatchObject({ title: 'Winter Open', standings: null, round: { round: '3' } });
  });

  it('publishes nothing while Publish is off, and turning it off deletes every snapshot from the store and the cache', () => {
    const off = setup(results(), { publish: false });
    off.build();
    expect(off.bundle.call('liveList')).toEqual([]);
    expect(liveKeys(off.bundle).filter((k) => k !== 'podium.live.list')).toEqual([]);

    const { bundle, t, build, snapshot } = setup();
    build();
    expect(snapshot()).not.toBeNull();
    expect(bundle.call('liveSettings', { publish: false })).toMatchObject({ ok: true });
    // the index alone is left, listing nothing, in the store and in the cache (a tombstone pages read without a property read)
    expect(liveKeys(bundle)).toEqual(['podium.live.index']);
    expect(JSON.parse(bundle.scriptProperties.values.get('podium.live.index') as string)).toEqual({ list: [] });
    expect([...bundle.cache.entries.keys()].filter((k) => k.startsWith('podium.live'))).toEqual(['podium.live.c.index']);
    expect(bundle.call('liveList')).toEqual([]);
    expect(bundle.call('liveVersion', t)).toBeNull();
    expect(snapshot()).toBeNull();
  });

  it('Publish now publishes every tournament built, and the sidebar state tells the settings and the address', () => {
    const { bundle, build } = setup(results(), { publish: true, title: '' });
    build();
    bundle.scriptProperties.values.clear();
    bundle.cache.clear();
    expect(bundle.call('publishNow')).toEqual({ ok: true, published: ['Tournament – Results'], warnings: [] });
    expect(bundle.call('getSidebarState')).toMatchObject({ live: { publish: true, title: '', names: 'as-written', url: URL } });
  });

  it('the same content keeps its version and writes nothing; any change gives a new version', () => {
    const { bundle, build, snapshot, sheet } = setup();
    build();
    const first = snapshot() as Snapshot;
    const writes = bundle.scriptProperties.writes;
    build();
    expect(bundle.scriptProperties.writes).toBe(writes);
    expect((snapshot() as Snapshot).version).toBe(first.version);
    sheet.getRange(2, 5).setValues([[9]]);
    build();
    expect((snapshot() as Snapshot).version).not.toBe(first.version);
  });

  it('first name and initial: Franca V., letters added until two players differ, in the standings and the round', () => {
    const rows = results(8, 1);
    const names = ['Franca Verdi', 'Franca Vitale', 'Nicolò Rossi', 'Ada', 'Bo Lee', 'Cy Young', 'Di Ng', 'Ed Moe'];
    rows.slice(1).forEach((r, k) => {
      r[3] = names[k];
    });
    const { build, snapshot } = setup(rows, { names: 'initial' });
    build();
    const s = snapshot() as Snapshot;
    const shown = s.standings!.rows.map((r) => r[1]).sort();
    expect(shown).toEqual(['Ada', 'Bo L.', 'Cy Y.', 'Di N.', 'Ed M.', 'Franca Ve.', 'Franca Vi.', 'Nicolò R.'].sort());
    expect(s.round!.rows.map((r) => r[2]).sort()).toEqual(shown);
    expect(JSON.stringify(s)).not.toMatch(/Verdi|Vitale|Rossi/);
  });

  it('a snapshot too large to keep twice is refused with its size; the standings are written all the same', () => {
    const rows = results(1200, 1);
    rows.slice(1).forEach((r) => {
      r[3] = `${r[3]} ${'x'.repeat(150)}`;
    });
    const { spreadsheet, build, snapshot } = setup(rows);
    const outcome = build();
    expect(outcome.ok).toBe(true);
    expect(outcome.warnings!.join()).toMatch(
      /The live page was not updated \("Autumn Open" is \d{3} KB to publish, and the script's storage keeps at most 240 KB/,
    );
    expect(spreadsheet.getSheetByName('Standings – Catan')).not.toBeNull();
    expect(snapshot()).toBeNull();
  });

  it('300 players with ten columns fit twice in the store, under every limit of the fakes', () => {
    // ten columns: the standings' six and four of the round, the names long and accented
    const rows = results(300, 3);
    rows.slice(1).forEach((r) => {
      r[3] = `Giocatrice Numero ${String(r[3]).slice(7)} Dell'Acqua È`;
    });
    const { bundle, build, write, snapshot } = setup(rows);
    expect(build()).toMatchObject({ ok: true, warnings: [] });
    expect(write()).toMatchObject({ ok: true });
    const s = snapshot() as Snapshot;
    expect(s.standings!.rows).toHaveLength(300);
    expect(s.round!.rows).toHaveLength(300);
    const pieces = liveKeys(bundle).filter((k) => k.includes('.s.'));
    expect(pieces.length).toBeGreaterThan(3);
    // after Write the old copy is gone: one snapshot's pieces remain
    expect(new Set(pieces.map((k) => k.split('.').slice(0, -1).join('.'))).size).toBe(1);
  });

  it('a snapshot is read whole from the properties when the cache has lost it, and the cache is refilled', () => {
    const { bundle, t, build, snapshot } = setup();
    build();
    const cached = snapshot();
    bundle.cache.clear();
    const reads = bundle.scriptProperties.reads;
    expect(snapshot()).toEqual(cached);
    expect(bundle.scriptProperties.reads).toBe(reads + 1);
    expect(snapshot()).toEqual(cached);
    expect(bundle.scriptProperties.reads).toBe(reads + 1);
    bundle.cache.clear();
    expect(bundle.call('liveVersion', t)).toBe((cached as Snapshot).version);
    expect(bundle.scriptProperties.reads).toBe(reads + 2);
  });
});

describe('Title and Cut while a round is in progress (SPEC §14)', () => {
  /** Builds with `settings`, then writes round 3: its tables seated, none scored. */
  function roundThree(settings: string, options: { names?: string } = {}) {
    const t = setup(results(), options);
    expect(t.bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings })).toMatchObject({ ok: true });
    expect(t.write()).toMatchObject({ ok: true });
    return t;
  }

  /** Player, Title, Cut and Needs (in each language) as the game's own stakes function spills them over the same results and settings. */
  function stakesAnswer(bundle: ReturnType<typeof loadBundle>, sheet: ReturnType<typeof setup>['sheet'], settings: string) {
    const spill = (lang: string) => {
      const spilled = bundle.call('CATAN_STAKES', sheet.getDataRange().getValues(), `${settings}; lang=${lang}`) as unknown[][];
      const end = spilled.findIndex((r) => r.every((v) => v === ''));
      return { header: spilled[0], rows: spilled.slice(1, end < 0 ? undefined : end) };
    };
    const [en, it, ro] = ['en', 'it', 'ro'].map(spill);
    return {
      header: en.header,
      rows: en.rows.map((r, k) => ({ player: r[0], title: r[4], cut: r[5], needs: { en: r[6], it: it.rows[k][6], ro: ro.rows[k][6] } })),
    };
  }

  it("carries each player's Title and Cut as the stakes function answers them, with the settings the standings were built with", () => {
    const { bundle, sheet, snapshot, spreadsheet } = roundThree('finals=top4; rounds=3');
    // one table of round 3 scored, the others still open
    sheet.getRange(26, 5, 4, 1).setValues([[10], [7], [5], [3]]);
    expect(bundle.call('publishNow')).toMatchObject({ ok: true, warnings: [] });
    const s = snapshot() as Snapshot;
    const answer = stakesAnswer(bundle, sheet, 'finals=top4; rounds=3');
    expect(answer.header[5]).toBe('Cut (top 4)');
    expect(s.stakes).toEqual({ cut: 4, kind: 'table', rows: answer.rows });
    expect(s.stakes!.rows).toHaveLength(12);
    // something is decided and something is open, so the comparison says something
    const statuses = new Set(s.stakes!.rows.flatMap((r) => [r.title, r.cut]));
    expect([...statuses].sort()).toEqual(['certain', 'out', 'possible']);
    expect(spreadsheet.getSheetByName('Standings – Catan')).not.toBeNull();
  });

  // the page names the cut in its own language (C11): a Diplomacy cut is its top board, Tavolo finale / Masa finală
  it("say what the cut is: Diplomacy's is its top board", () => {
    const spreadsheet = new FakeSpreadsheet();
    const sheet = spreadsheet.addSheet('Results', diplomacyResults(14, 1));
    const bundle = loadBundle({ spreadsheet });
    bundle.call('liveSettings', { publish: true });
    const request = { game: 'diplomacy', sheet: 'Results', settings: 'rounds=2' };
    expect(bundle.call('buildStandings', request)).toMatchObject({ ok: true });
    expect(bundle.call('writeSeating', request)).toMatchObject({ ok: true });
    const s = bundle.call('liveSnapshot', String(sheet.getSheetId())) as Snapshot;
    expect(s.stakes).toMatchObject({ cut: 7, kind: 'board' });
    expect(s.stakes!.rows).toHaveLength(14);
  });

  it('names the players as the rest of the snapshot does (first name and initial)', () => {
    const rows = results(8, 1);
    const names = ['Franca Verdi', 'Franca Vitale', 'Nicolò Rossi', 'Ada', 'Bo Lee', 'Cy Young', 'Di Ng', 'Ed Moe'];
    rows.slice(1).forEach((r, k) => {
      r[3] = names[k];
    });
    const { bundle, write, snapshot } = setup(rows, { names: 'initial' });
    bundle.call('buildStandings', { game: 'catan', sheet: 'Results', settings: 'rounds=2' });
    expect(write()).toMatchObject({ ok: true });
    const s = snapshot() as Snapshot;
    expect(s.stakes!.rows.map((r) => r.player)).toEqual(s.standings!.rows.map((r) => r[1]));
    expect(s.stakes!.rows.map((r) => r.player).sort()).toEqual(
      ['Ada', 'Bo L.', 'Cy Y.', 'Di N.', 'Ed M.', 'Franca Ve.', 'Franca Vi.', 'Nicolò R.'].sort(),
    );
    expect(JSON.stringify(s)).not.toMatch(/Verdi|Vitale|Rossi/);
  });

  it('are absent without a round in progress, while rounds are still to come (rounds=N), and without Planned rounds (SPEC §13.7.7)', () => {
    const { build, snapshot } = setup();
    build();
    expect(snapshot()).not.toHaveProperty('stakes');
    expect(roundThree('rounds=5').snapshot()).not.toHaveProperty('stakes');
    // the sidebar's default: Planned rounds blank, so the round in progress is not known to be the last
    expect(roundThree('').snapshot()).not.toHaveProperty('stakes');
    expect(roundThree('rounds=auto').snapshot()).not.toHaveProperty('stakes');
    expect(roundThree('rounds=3').snapshot()).toHaveProperty('stakes.cut', 4);
  });

  it('stakes that cannot be computed (a table of one) leave the publication complete, without them', () => {
    const rows = [...results(), [3, 1, '', 'Player 00001', '', ''], [3, 2, '', 'Player 00002', '', '']];
    const { bundle, t, build, snapshot } = setup(rows);
    expect(build()).toMatchObject({ ok: true, warnings: ['2 tables await scores (round 3)'] });
    expect(() => bundle.call('CATAN_STAKES', rows, '')).toThrow(/1 player at the table/);
    const s = snapshot() as Snapshot;
    expect(s).not.toHaveProperty('stakes');
    expect(s.standings!.rows).toHaveLength(12);
    expect(s.round).toMatchObject({ round: '3', unscored: ['1', '2'] });
    expect(bundle.call('liveVersion', t)).toBe(s.version);
  });
});

describe("each game's round and final stage", () => {
  /** Publishes `rows` as the results of `game`, built with `settings`. */
  function publishedAs(game: string, rows: unknown[][], settings = '', warnings: string[] = []) {
    const spreadsheet = new FakeSpreadsheet();
    const sheet = spreadsheet.addSheet('Results', rows);
    const bundle = loadBundle({ spreadsheet });
    bundle.call('liveSettings', { publish: true });
    expect(bundle.call('buildStandings', { game, sheet: 'Results', settings })).toMatchObject({ ok: true, warnings });
    return bundle.call('liveSnapshot', String(sheet.getSheetId())) as Snapshot;
  }

  it("Diplomacy: the round by board, with each player's power", () => {
    const s = publishedAs('diplomacy', diplomacyResults(14, 2));
    expect(s.round).toMatchObject({ round: '2', columns: ['round', 'board', 'player', 'power'], unscored: [] });
    expect(s.round!.rows).toHaveLength(14);
    expect(new Set(s.round!.rows.map((r) => r[3]))).toEqual(
      new Set(['England', 'France', 'Germany', 'Italy', 'Austria', 'Russia', 'Turkey']),
    );
    const st = s.standings as { columns: string[]; rows: unknown[][] };
    expect(st.columns.slice(0, 3)).toEqual(['rank', 'player', 'points']);
  });

  it("Diplomacy: a player's best game names its power and result in the page's language; the sheet's cell keeps them English", () => {
    // the words of the glossary (docs/glossary.md) and of the powers' table, and the page's round: turno, rundă
    const words = {
      it: {
        round: 'T',
        England: 'Inghilterra',
        France: 'Francia',
        Germany: 'Germania',
        Italy: 'Italia',
        Austria: 'Austria',
        Russia: 'Russia',
        Turkey: 'Turchia',
        Win: 'Vittoria',
        Draw: 'Patta',
        Loss: 'Sconfitta',
        Elimination: 'Eliminazione',
      },
      ro: {
        round: 'R',
        England: 'Anglia',
        France: 'Franța',
        Germany: 'Germania',
        Italy: 'Italia',
        Austria: 'Austria',
        Russia: 'Rusia',
        Turkey: 'Turcia',
        Win: 'Victorie',
        Draw: 'Remiză',
        Loss: 'Înfrângere',
        Elimination: 'Eliminare',
      },
    } as const;
    for (const lang of ['en', 'it', 'ro'] as const) {
      const spreadsheet = new FakeSpreadsheet();
      const sheet = spreadsheet.addSheet('Results', diplomacyResults(14, 2));
      const bundle = loadBundle({ spreadsheet });
      bundle.call('liveSettings', { publish: true });
      expect(bundle.call('buildStandings', { game: 'diplomacy', sheet: 'Results', settings: `lang=${lang}` })).toMatchObject({ ok: true });
      const s = bundle.call('liveSnapshot', String(sheet.getSheetId())) as Snapshot;
      const st = s.standings as { columns: string[]; rows: unknown[][] };
      const best = st.rows.map((r) => r[st.columns.indexOf('best')] as Record<string, string>);
      // the standings sheet, in its own language: the power and the result English, the points with its decimals
      const written = spreadsheet.getSheets().find((x) => x.getName().endsWith('Diplomacy') && x !== sheet)!;
      const [header, ...rows] = written.getDataRange().getValues();
      const column = header.indexOf({ en: 'Best game', it: 'Miglior partita', ro: 'Cea mai bună partidă' }[lang]);
      const sheetBest = rows.slice(0, best.length).map((r) => String(r[column]));
      expect(best).toHaveLength(14);
      best.forEach((cell, k) => {
        expect(Object.keys(cell).sort()).toEqual(['en', 'it', 'ro']);
        const [, round, power, result, points] = /^R(\d+) (\w+): (\w+), (\d+(?:\.\d+)?)$/.exec(cell.en) as string[];
        const comma = points.replace('.', ',');
        expect(sheetBest[k]).toBe(lang === 'en' ? cell.en : `R${round} ${power}: ${result}, ${comma}`);
        for (const page of ['it', 'ro'] as const) {
          const w = words[page] as Record<string, string>;
          expect(cell[page]).toBe(`${w.round}${round} ${w[power]}: ${w[result]}, ${comma}`);
        }
      });
      // a draw and an elimination among them, so both words are seen
      expect(new Set(best.map((c) => /: (\w+),/.exec(c.en)?.[1]))).toEqual(new Set(['Draw', 'Elimination', 'Win']));
    }
  });

  it('Carcassonne: the duels with the opponent; once stage rows exist, the latest stage (F and 3P together) and every stage with its scores', () => {
    const rows = [
      ...carcassonneSemiFinals(),
      ['F', 1, 'Ada', '', true],
      ['F', 1, 'Cy', '', false],
      ['3P', 1, 'Bo', 20, true],
      ['3P', 1, 'Di', 10, false],
    ];
    const s = publishedAs('carcassonne', rows, 'finals=top4', ['1 table awaits scores (round F)']);
    expect(s.round).toMatchObject({ round: '3P + F', columns: ['round', 'table', 'player', 'starts', 'opponent'], unscored: ['1'] });
    // tables in the results' order where their ids are equal
    expect(s.round!.rows).toEqual([
      ['F', 1, 'Ada', true, 'Cy'],
      ['F', 1, 'Cy', false, 'Ada'],
      ['3P', 1, 'Bo', true, 'Di'],
      ['3P', 1, 'Di', false, 'Bo'],
    ]);
    // the Final column's places are words, carried in every language for the page to show in its own
    const st = s.standings as { columns: string[]; rows: unknown[][] };
    const final = Object.fromEntries(st.rows.map((r) => [r[st.columns.indexOf('player')], r[st.columns.indexOf('final')]]));
    expect(final).toEqual({
      Ada: SHARED_LABELS.final,
      Cy: SHARED_LABELS.final,
      Bo: SHARED_LABELS.thirdPlace,
      Di: SHARED_LABELS.thirdPlace,
    });
    expect(s.stages.map((t) => (t as { round: string }).round)).toEqual(['SF', '3P', 'F']);
    expect(s.stages[0]).toMatchObject({
      columns: ['round', 'table', 'player', 'starts', 'score', 'opponent'],
      rows: [
        ['SF', 1, 'Ada', true, 50, 'Di'],
        ['SF', 1, 'Di', false, 40, 'Ada'],
        ['SF', 2, 'Bo', true, 30, 'Cy'],
        ['SF', 2, 'Cy', false, 35, 'Bo'],
      ],
      unscored: [],
    });
  });
});

describe('a failure while publishing', () => {
  /** The service calls of the build or write alone, then of the publication that follows it. */
  function publicationCalls(act: (t: ReturnType<typeof setup>) => Outcome, first: (t: ReturnType<typeof setup>) => void) {
    const quiet = setup(results(), { publish: false });
    first(quiet);
    const start = quiet.spreadsheet.log.count;
    act(quiet);
    const own = quiet.spreadsheet.log.count - start;
    const loud = setup();
    first(loud);
    const from = loud.spreadsheet.log.count;
    act(loud);
    return { own, all: loud.spreadsheet.log.count - from, complete: loud.state(), content: contentOf(loud.snapshot()) };
  }

  /** What a snapshot says, without the times of its publication and of its round's Write (the clock's, run to run). */
  const contentOf = (s: Snapshot | null) =>
    s && JSON.stringify({ ...s, version: '', published: '', round: s.round && { ...s.round, since: s.round.since && 'TIME' } });

  it.each([
    ['Build', (t: ReturnType<typeof setup>) => t.build(), () => undefined],
    ['Write', (t: ReturnType<typeof setup>) => t.write(), (t: ReturnType<typeof setup>) => t.build()],
  ])('at any service call after %s leaves the sheets complete, says so, and never leaves half a snapshot', (_, act, first) => {
    const { own, all, complete, content } = publicationCalls(act, first);
    expect(all - own).toBeGreaterThan(5);
    const warned = new Set<string>();
    for (let k = own + 1; k <= all; k++) {
      const t = setup();
      first(t);
      const old = t.snapshot();
      t.spreadsheet.log.failAt = t.spreadsheet.log.count + k;
      const outcome = act(t);
      expect(outcome.ok).toBe(true);
      expect(t.state()).toBe(complete);
      for (const w of outcome.warnings ?? []) if (/live page/.test(w)) warned.add(w);
      // the page reads the old snapshot or the new one, whole, from the cache and from the properties alike
      const now = t.snapshot();
      expect([contentOf(old), content]).toContain(contentOf(now));
      t.bundle.cache.clear();
      expect(t.snapshot()?.version).toBe(now?.version);
      expect(t.bundle.call('liveVersion', t.t)).toBe(now?.version ?? null);
    }
    expect([...warned].every((w) => w.startsWith('The live page was not updated (Service error:'))).toBe(true);
    expect(warned.size).toBeGreaterThan(0);
  });
});

describe("a failure while publishing after the menu's Refresh standings", () => {
  it('is told with the refresh, which is done', () => {
    const { spreadsheet, bundle, build, snapshot } = setup();
    build();
    const before = snapshot() as Snapshot;
    spreadsheet
      .getSheetByName('Results')!
      .getRange(2, 5)
      .setValues([[9]]);
    spreadsheet.log.failOn = 'ScriptProperties.setProperties';
    bundle.call('refreshStandings');
    expect(spreadsheet.toasts).toHaveLength(1);
    expect(spreadsheet.toasts[0]).toMatch(
      /^Podium: standings refreshed: Standings – Catan: 12 players, 6 games\nThe live page was not updated \(Service error: ScriptProperties.setProperties failed/,
    );
    expect((snapshot() as Snapshot).version).toBe(before.version);
    bundle.call('refreshStandings');
    expect((snapshot() as Snapshot).version).not.toBe(before.version);
  });
});

describe('the store under Google limits', () => {
  it('the fakes refuse what Google refuses: a property over 9 KB with its key, a store over 500 KB, a cache value over 100 KB', () => {
    const { bundle } = setup(results(), { publish: false });
    const props = bundle.scriptProperties;
    expect(() => props.setProperty('k', 'x'.repeat(8066))).not.toThrow();
    expect(() => props.setProperty('k', 'x'.repeat(8067))).toThrow(/Argument too large/);
    for (let i = 0; i < 62; i++) props.setProperty(`k${i}`, 'x'.repeat(8000));
    expect(() => props.setProperty('last', 'x'.repeat(8000))).toThrow(/property storage quota/);
    expect(() => bundle.cache.put('k', 'é'.repeat(51_300))).toThrow(/Argument too large/);
    expect(() => bundle.cache.put('k'.repeat(251), 'v')).toThrow(/Argument too large: key/);
    bundle.cache.put('k', 'v', 99_999);
    bundle.clock.advance(21_600);
    expect(bundle.cache.get('k')).toBeNull();
  });
});

describe('the page functions', () => {
  it('answer malformed parameters calmly, and read nothing of the spreadsheet', () => {
    const { spreadsheet, bundle, build } = setup();
    build();
    const page = webAppOf(bundle, URL);
    const log = spreadsheet.log.calls.length;
    for (const t of [undefined, null, '', 'abc', '../1', '1'.repeat(40), { t: 1 }, [1], -1, 1.5, '1e3'])
      for (const fn of ['liveVersion', 'liveSnapshot']) expect(page.call(fn, t)).toBeNull();
    expect(page.call('liveList')).toHaveLength(1);
    const html = page.call('doGet', { parameter: { view: '<script>', lang: 'xx', t: 'abc', every: '1', other: 'x' } }) as {
      getContent(): string;
      meta: Record<string, string>;
    };
    expect(html.getContent()).toContain(`window.PODIUM_LIVE = {"url":"${URL}","params":{}}`);
    expect(html.meta.viewport).toBe('width=device-width, initial-scale=1');
    const chosen = page.call('doGet', { parameter: { view: 'screen', lang: 'it', t: '12', every: '5', show: 'round,stage' } }) as {
      getContent(): string;
    };
    expect(chosen.getContent()).toContain('"params":{"view":"screen","lang":"it","t":"12","every":"5","show":"round,stage"}');
    // what a screen shows: its parts' names, nothing else
    for (const show of ['<script>', 'round,', 'names', 'round,stage,standings,round', ['round']])
      expect(page.call('doGet', { parameter: { view: 'screen', show } }) as { getContent(): string }).toMatchObject({
        content: expect.stringContaining('"params":{"view":"screen"}'),
      });
    for (const e of [undefined, null, { parameter: null }, { parameter: 'x' }]) expect(() => page.call('doGet', e)).not.toThrow();
    expect(page.touched.spreadsheet).toBe(0);
    expect(spreadsheet.log.calls.slice(log).every((c) => /^(Cache|ScriptProperties)\./.test(c))).toBe(true);
  });

  it('a visitor named <img src=x onerror=alert(1)> is data, and no secret of the spreadsheet leaves it', () => {
    const rows = results(8, 1);
    (rows[1] as unknown[])[3] = '<img src=x onerror=alert(1)>';
    rows[0].push('Notes');
    rows.slice(1).forEach((r) => {
      r.push('');
    });
    const { spreadsheet, bundle, t, build, write } = setup(rows);
    spreadsheet.addSheet('Secret', [['password'], ['SECRET-IN-A-SHEET']]);
    const results_ = spreadsheet.getSheetByName('Results')!;
    results_.getRange(2, 7).setValues([['=CONCAT("SECRET","-IN-A-FORMULA")']]);
    results_.getRange(3, 4).setNotes([['SECRET-IN-A-NOTE']]);
    build();
    write();
    const answers = JSON.stringify([
      bundle.call('liveList'),
      bundle.call('liveVersion', t),
      bundle.call('liveSnapshot', t),
      (bundle.call('doGet', { parameter: {} }) as { getContent(): string }).getContent(),
    ]);
    expect(answers).toContain('<img src=x onerror=alert(1)>');
    expect(answers).not.toMatch(/SECRET|password|CONCAT|Notes/);
  });
});

describe('every function that reads or changes the spreadsheet, called from the live page', () => {
  // the page's own functions; players' reports are the page's too, tested as such in test/reports.test.ts
  const page = new Set(['doGet', 'liveList', 'liveVersion', 'liveSnapshot', ...REPORT_PAGE_FUNCTIONS]);
  const custom = new Set(customFunctionNames());
  const guarded = ENTRY_POINTS.map((p) => p.name).filter((n) => !page.has(n) && !custom.has(n));

  it('covers the sidebar server, the menu and the live settings', () => {
    expect(guarded).toEqual(
      expect.arrayContaining([...SIDEBAR_SERVER_FUNCTIONS, 'onOpen', 'onInstall', 'showSidebar', 'refreshStandings']),
    );
  });

  it.each(guarded)('%s refuses, reading and changing nothing', (name) => {
    const { spreadsheet, bundle, build, state } = setup();
    build();
    const before = state();
    const store = JSON.stringify([...bundle.scriptProperties.values]);
    const visitor = webAppOf(bundle, URL);
    const log = spreadsheet.log.count;
    const request = { game: 'catan', sheet: 'Results', settings: '' };
    expect(visitor.errorOf(name, name === 'liveSettings' ? { publish: false } : name === 'createTournament' ? 'catan' : request)).toBe(
      SERVER_WORDS.en.notInSpreadsheet,
    );
    expect(visitor.touched.spreadsheet).toBe(0);
    expect(spreadsheet.log.count).toBe(log);
    expect(state()).toBe(before);
    expect(JSON.stringify([...bundle.scriptProperties.values])).toBe(store);
  });
});

describe("the second guard: the sidebar's per-document token (SPEC §13.5, §15.4)", () => {
  /** A call of each function the sidebar calls, with its request (the token left to each case). */
  const CALLS: Record<string, (token?: string) => unknown[]> = {
    getSidebarState: (token) => [{ token }],
    buildStandings: (token) => [{ game: 'catan', sheet: 'Results', settings: '', token }],
    exportCircuit: (token) => [{ game: 'catan', sheet: 'Results', settings: '', token }],
    createTournament: (token) => ['catan', undefined, token],
    resultsInfo: (token) => [{ game: 'catan', sheet: 'Results', settings: '', token }],
    selectCell: (token) => ['Results!A2', token],
    previewSeating: (token) => [{ game: 'catan', sheet: 'Results', settings: '', token }],
    writeSeating: (token) => [{ game: 'catan', sheet: 'Results', settings: '', token }],
    liveSettings: (token) => [{ publish: false, token }],
    publishNow: (token) => [{ token }],
  };

  it('names every function the sidebar calls', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...SIDEBAR_SERVER_FUNCTIONS].sort());
  });

  it.each(Object.keys(CALLS))(
    '%s, called inside the spreadsheet without the token or with another, refuses, reading only the token',
    (name) => {
      for (const token of [undefined, '', 'a'.repeat(64), `${HARNESS_TOKEN.slice(0, -1)}0`, HARNESS_TOKEN.toUpperCase()]) {
        const { spreadsheet, bundle, build, state } = setup();
        build();
        const before = state();
        const store = JSON.stringify([...bundle.scriptProperties.values]);
        const from = spreadsheet.log.calls.length;
        let told = '';
        try {
          bundle.callUnsigned(name, ...CALLS[name](token));
        } catch (e) {
          told = (e as Error).message;
        }
        expect({ token, told }).toEqual({ token, told: SERVER_WORDS.en.notFromSidebar });
        expect(spreadsheet.log.calls.slice(from)).toEqual(['getProperty']);
        expect(state()).toBe(before);
        expect(JSON.stringify([...bundle.scriptProperties.values])).toBe(store);
      }
      // with the token, it is answered (what it answers is each function's own tests')
      const { bundle, build } = setup();
      build();
      expect(() => bundle.callUnsigned(name, ...CALLS[name](HARNESS_TOKEN))).not.toThrow();
    },
  );

  it("is given only by Open sidebar, written into the sidebar's page, made once per document; the menu's handlers need none", () => {
    const { bundle, properties } = setup(results(), { publish: false });
    properties.delete(TOKEN);
    bundle.callUnsigned('showSidebar');
    const token = properties.get(TOKEN) as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(bundle.ui.sidebars[0]).toContain(`window.PODIUM_SIDEBAR = {"token":"${token}"};`);
    bundle.callUnsigned('showSidebar');
    expect(properties.get(TOKEN)).toBe(token);
    expect(bundle.callUnsigned('getSidebarState', { token })).toMatchObject({ token });
    // the menu's Refresh standings takes no request: the first guard alone
    expect(() => bundle.callUnsigned('refreshStandings')).not.toThrow();
  });
});

describe('what Publish off, a settings change and Publish now do at once', () => {
  it('a new title or names shown otherwise are published at once, without waiting for a Build', () => {
    const rows = results(8, 1);
    rows.slice(1).forEach((r, k) => {
      r[3] = ['Franca Verdi', 'Nicolò Rossi', 'Ada Lee', 'Bo Lee', 'Cy Young', 'Di Ng', 'Ed Moe', 'Flo Po'][k];
    });
    const { bundle, build, snapshot } = setup(rows);
    build();
    expect(snapshot()).toMatchObject({ title: 'Autumn Open' });
    expect(bundle.call('liveSettings', { publish: true, title: 'Spring Open', names: 'initial' })).toMatchObject({
      ok: true,
      warnings: [],
    });
    const s = snapshot() as Snapshot;
    expect(s.title).toBe('Spring Open');
    expect(JSON.stringify(s)).not.toMatch(/Verdi|Rossi/);
    expect(bundle.call('liveList')).toEqual([expect.objectContaining({ title: 'Spring Open – Catan' })]);
  });

  it('Publish now while Publish is off is refused, and publishes nothing', () => {
    const { bundle, build, t } = setup(results(), { publish: false });
    build();
    expect(bundle.call('publishNow')).toEqual({ ok: false, problems: [{ message: SERVER_WORDS.en.publishIsOff }] });
    expect(bundle.call('liveList')).toEqual([]);
    expect(bundle.call('liveVersion', t)).toBeNull();
  });

  it('a results sheet deleted is unpublished at the next publication; two tournaments of one game are told apart by sheet', () => {
    const { spreadsheet, bundle, build } = setup();
    build();
    const second = spreadsheet.addSheet('Results 2', results(8, 1));
    bundle.call('buildStandings', { game: 'catan', sheet: 'Results 2', settings: '' });
    expect((bundle.call('liveList') as { title: string }[]).map((e) => e.title).sort()).toEqual([
      'Autumn Open – Catan (Results 2)',
      'Autumn Open – Catan (Results)',
    ]);
    spreadsheet.deleteSheet(second);
    spreadsheet
      .getSheetByName('Results')!
      .getRange(2, 5)
      .setValues([[9]]);
    build();
    expect((bundle.call('liveList') as { title: string }[]).map((e) => e.title)).toEqual(['Autumn Open – Catan']);
    expect(liveKeys(bundle).filter((k) => k.includes(`.s.${second.getSheetId()}.`))).toEqual([]);
    expect(bundle.call('liveSnapshot', String(second.getSheetId()))).toBeNull();
  });
});

describe('a store that is full', () => {
  /** Other records of the script (players' reports, say) taking `kb` of the 500 KB store. */
  const fill = (bundle: ReturnType<typeof loadBundle>, kb: number) => {
    const bytes = kb * 1024;
    for (let i = 0; i * 7000 < bytes; i++)
      bundle.scriptProperties.values.set(`podium.reports.${i}`, 'x'.repeat(Math.min(7000, bytes - i * 7000) - 20));
  };

  it('refuses a snapshot it has no room for, saying how large it is, how much room there is and what takes the rest', () => {
    const { bundle, build, snapshot } = setup(results(120, 2));
    // 3 KB left: the snapshot is some 8 KB
    fill(bundle, 497);
    const outcome = build();
    expect(outcome.ok).toBe(true);
    expect(outcome.warnings!.join()).toMatch(
      /The live page was not updated \("Autumn Open" is \d+ KB to publish, and the script's storage has \d+ KB free of 500 KB \(\d+ KB hold the other tournaments published and Podium's other records\)/,
    );
    expect(snapshot()).toBeNull();
  });

  it('still updates what is published when there is room for one copy but not two (the old one goes first)', () => {
    const { bundle, build, snapshot, sheet } = setup(results(120, 2));
    build();
    const first = (snapshot() as Snapshot).version;
    const bytes = (keys: string[]) =>
      keys.reduce((n, k) => n + Buffer.byteLength(k) + Buffer.byteLength(bundle.scriptProperties.values.get(k) as string), 0);
    const own = bytes(liveKeys(bundle));
    // room for this snapshot once more, not twice
    fill(bundle, (500 * 1024 - bytes([...bundle.scriptProperties.values.keys()]) - own * 1.5) / 1024);
    const free = 500 * 1024 - bytes([...bundle.scriptProperties.values.keys()]);
    expect(free).toBeGreaterThan(own);
    expect(free).toBeLessThan(2 * own);
    sheet.getRange(2, 5).setValues([[9]]);
    expect(build()).toMatchObject({ ok: true, warnings: [] });
    const s = snapshot() as Snapshot;
    expect(s.version).not.toBe(first);
    expect(
      new Set(
        liveKeys(bundle)
          .filter((k) => k.includes('.s.'))
          .map((k) => k.split('.')[4]),
      ),
    ).toEqual(new Set([s.version]));
  });
});

describe('the round as its seating sheet says it (SPEC §13.7.4)', () => {
  it('a results sheet without a Seat column: the seats are those Write put in the seating sheet, and an edit there is published', () => {
    const rows = catanResults(12, 2);
    const { spreadsheet, bundle, build, write, snapshot } = setup(rows);
    build();
    expect(write()).toMatchObject({ ok: true, warnings: expect.arrayContaining([expect.stringMatching(/no Seat column/)]) });
    const s = snapshot() as Snapshot;
    expect(s.round!.columns).toEqual(['round', 'table', 'player', 'seat']);
    const seating = spreadsheet.tabs().find((t) => t.getName().startsWith('Round 3 seating'))!;
    const sheetRows = seating.getDataRange().getValues();
    const [P, S] = ['Player', 'Seat'].map((h) => sheetRows[0].indexOf(h));
    const seatOf = (player: unknown) => sheetRows.find((r) => r[P] === player)?.[S];
    expect(s.round!.rows.map((r) => r[3])).toEqual(s.round!.rows.map((r) => seatOf(r[2])));
    // the organizer swaps two seats in the seating sheet: Publish now shows the swap
    const [a, b] = [sheetRows.findIndex((r) => r[S] === 1), sheetRows.findIndex((r) => r[S] === 2)];
    seating.getRange(a + 1, S + 1).setValues([[2]]);
    seating.getRange(b + 1, S + 1).setValues([[1]]);
    bundle.call('publishNow');
    const swapped = snapshot() as Snapshot;
    expect(swapped.round!.rows.find((r) => r[2] === sheetRows[a][P])?.[3]).toBe(2);
    expect(swapped.round!.since).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a bye is a bye, never a table awaiting scores', () => {
    const e = carcassonneEvent({ lang: 'en', players: 9, rounds: 2, scoredTables: 1, settings: '' });
    const s = e.visitor.call('liveSnapshot', e.t) as Snapshot;
    expect(s.round!.byes).toEqual(['bye']);
    expect(s.round!.unscored).toEqual(['2', '3', '4']);
  });

  it("with the sidebar's defaults in round 2 of 5 nothing of the stakes is published; nor while rounds are to come", () => {
    for (const settings of ['', 'rounds=5', 'rounds=auto']) {
      const e = catanEvent({ lang: 'en', players: 40, round: 2, scoredTables: 3, settings });
      expect({ settings, stakes: (e.visitor.call('liveSnapshot', e.t) as Snapshot).stakes }).toEqual({ settings, stakes: undefined });
    }
  });
});

describe('first name and initial', () => {
  it('never shows two players alike', () => {
    const word = fc.constantFrom('Ana', 'Ada', 'Bo', 'Vitale', 'Verdi', 'Vi', 'V', 'Rossi', 'Nicolò', 'nicolo', 'Ro');
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
          { maxLength: 12, selector: fold },
        ),
        (names) => {
          const shown = shortNames(names, 'initial');
          const folded = names.map((n) => fold(shown.get(n) as string));
          expect(new Set(folded).size).toBe(names.length);
        },
      ),
    );
  });
});
