import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../src/cli/csv';
import { carcExplain } from '../src/engine/carcassonne/featureFunctions';
import { scoreSheet } from '../src/engine/carcassonne/scoresheet';
import { carcassonneStandings } from '../src/engine/carcassonne/standings';
import { catanStandings } from '../src/engine/catan/standings';
import { POWERS } from '../src/engine/diplomacy/powers';
import { diplomacyStandings } from '../src/engine/diplomacy/standings';
import { GAMES } from '../src/engine/games';
import { LANGS } from '../src/engine/i18n/lang';
import type { Label } from '../src/engine/i18n/words';
import type { Cell } from '../src/engine/shared/cells';
import { readFlag } from '../src/engine/shared/flags';
import { SHARED_LABELS } from '../src/engine/shared/labels';
import { PodiumError } from '../src/engine/shared/problems';
import { STAGE_IDS, type StageId } from '../src/engine/shared/stageIds';
import { roundLabel, STAGES, stageNamed } from '../src/engine/shared/stages';
import { STAGE_WORDS } from '../src/engine/shared/stageWords';
import { fold } from '../src/engine/shared/text';
import { LIVE_WORDS } from '../src/live/words';
import { SIDEBAR_WORDS } from '../src/sidebar/words';
import { podiumIn } from './harness/cli';
import { glossary } from './harness/glossary';
import { carcassonneResults, catanResults, diplomacyResults } from './harness/tournaments';

// SPEC §12.4, What Podium writes, it reads: every word Podium writes in English, Italian or Romanian for a flag, a
// stage of the final, a power, a Carcassonne feature or a bye, and every such word the rules name, is read back
// wherever that column or argument is read, in any case and with or without its diacritics. The words are taken
// from the tables that write them (the engine's labels, the sidebar's and the live page's words, docs/glossary.md),
// so that a word added there is tested here without a line changed.

const root = path.join(__dirname, '..');
const unique = <T>(xs: readonly T[]) => [...new Set(xs)];
const wordsOf = (label: Label) => LANGS.map((l) => label[l]);
/** A word without its diacritics (ș, ţ, à, ă): what a keyboard without them types. */
const bare = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** Romanian written with the cedilla letters older keyboards type (ş, ţ) instead of the comma below (ș, ț). */
const cedilla = (w: string) => w.replace(/ș/g, 'ş').replace(/ț/g, 'ţ').replace(/Ș/g, 'Ş').replace(/Ț/g, 'Ţ');
/** A word as organizers type it: as written, in capitals, in small letters, without diacritics, with cedillas. */
const spellings = (w: string) => unique([w, w.toUpperCase(), w.toLowerCase(), bare(w), cedilla(w), ` ${w} `]);
/** The glossary's forms of a concept in every language, the English ones included. */
const glossed = (concept: string) => {
  const term = glossary().find((t) => t.concept === concept);
  if (!term) throw new Error(`docs/glossary.md has no row "${concept}"`);
  return [...term.en, ...term.it, ...term.ro];
};

/** Whether a call gives the same answer as another, both answers or both the same error. */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    if (e instanceof PodiumError) return { error: e.message };
    throw e;
  }
}

describe('flags (SPEC §1, §12.4): every mark Podium writes or the rules name, in every flag column', () => {
  // the rules' marks (SPEC §1 and §12.4), the checkboxes as Sheets shows them in each language (a CSV export of an
  // Italian or Romanian spreadsheet writes them so), and the live page's own word for yes
  const YES = unique<string | number | boolean>([
    true,
    1,
    'TRUE',
    'x',
    'X',
    '✓',
    'yes',
    'y',
    'sì',
    'si',
    'da',
    'ja',
    'VERO',
    'ADEVĂRAT',
    ...LANGS.map((l) => LIVE_WORDS[l].yes),
  ]);
  const NO = unique<string | number | boolean>([false, 0, '', 'FALSE', 'no', 'n', 'nu', 'falso', 'fals', 'FALSO', 'FALS']);
  const spelt = (marks: readonly (string | number | boolean)[]): Cell[] =>
    unique(marks.flatMap((m): Cell[] => (typeof m === 'string' ? spellings(m) : [m])));

  it.each(spelt(YES).map((m) => [m]))('%j reads as yes', (mark) => expect(readFlag(mark, 'Draw')).toBe(true));
  it.each(spelt(NO).map((m) => [m]))('%j reads as no', (mark) => expect(readFlag(mark, 'Draw')).toBe(false));
  it.each(['forse', 'poate', 'maybe', 'nope', 'si no'])('%j is still refused', (mark) => expect(() => readFlag(mark, 'Draw')).toThrow());

  // each column that holds a flag, read by its game's standings (and the roster's Active by a seating)
  const declared = (mark: Cell) => {
    const rows = catanResults(8, 2).map((r) => [...r]);
    rows[1][3] = 10; // a declared winner at the first table
    rows[1][4] = mark;
    return outcome(() => catanStandings('CATAN_STANDINGS', rows as never).ranked);
  };
  const diplomacy = (draw: Cell, conceded: Cell) => {
    const rows = diplomacyResults(14, 2).map((r, i) => (i === 0 ? [...r, 'Draw', 'Conceded'] : [...r, '', '']));
    // the first board of round 1 ends without a solo: its survivors vote a draw; the second concedes to its leader
    for (const r of rows.filter((r) => r[0] === 1 && r[1] === 1 && (r[4] as number) > 0)) r[7] = draw;
    const conceder = rows.find((r) => r[0] === 2 && r[1] === 2 && r[4] === 15);
    if (conceder) conceder[8] = conceded;
    return outcome(() => diplomacyStandings('DIP_STANDINGS', rows as never).ranked);
  };
  const starts = (mark: Cell) => {
    // the first player of each table started: an equal score is the other's under draw=starter-loses
    const rows = carcassonneResults(8, 2).map((r, i) => [...r, i === 0 ? 'Starts' : i % 2 === 1 ? mark : '']);
    return outcome(() => carcassonneStandings('CARC_STANDINGS', rows as never, 'draw=starter-loses').ranked);
  };
  const active = (mark: Cell) => {
    const game = GAMES.find((g) => g.id === 'catan');
    const roster = [
      ['Player', 'Active'],
      ...Array.from({ length: 8 }, (_, i) => [`Player ${String(i + 1).padStart(5, '0')}`, i === 2 ? mark : '']),
    ];
    return outcome(() => game?.seating.seat('CATAN_SEATING', catanResults(8, 2) as never, 3, roster, 7).rows);
  };

  it('the columns refuse nothing that TRUE and FALSE make valid', () => {
    for (const answer of [declared(true), diplomacy(true, true), starts(true), active(false)]) expect(answer).not.toHaveProperty('error');
  });
  it.each(YES.filter((m) => typeof m === 'string').map((m) => [m]))('%j is TRUE in Declared, Draw, Conceded, Starts and Active', (mark) => {
    expect(declared(mark)).toEqual(declared(true));
    expect(diplomacy(mark, mark)).toEqual(diplomacy(true, true));
    expect(starts(mark)).toEqual(starts(true));
    expect(active(mark)).toEqual(active(true));
  });
  // (a column left blank says nothing: an equal score's starter is then missing, not false)
  it.each(NO.filter((m) => typeof m === 'string' && m !== '').map((m) => [m]))(
    '%j is FALSE in Declared, Draw, Conceded, Starts and Active',
    (mark) => {
      expect(declared(mark)).toEqual(declared(false));
      expect(diplomacy(mark, mark)).toEqual(diplomacy(false, false));
      expect(starts(mark)).toEqual(starts(false));
      expect(active(mark)).toEqual(active(false));
    },
  );
});

describe('stages of the final (SPEC §10, §12.4, §12.5): every name Podium writes for a stage, as a Round and as --round', () => {
  /** Each stage's words: the engine's labels for it, the sidebar's and the live page's, the glossary's, the rules' aliases. */
  const WRITTEN: Record<StageId, string[]> = {
    R64: [...wordsOf(SHARED_LABELS.roundOf64), ...glossed('round of 64')],
    R32: [...wordsOf(SHARED_LABELS.roundOf32), ...glossed('round of 32')],
    R16: [...wordsOf(SHARED_LABELS.roundOf16), ...glossed('round of 16')],
    QF: [...wordsOf(SHARED_LABELS.quarterFinal), ...glossed('quarter-finals')],
    SF: [...wordsOf(SHARED_LABELS.semiFinal), ...glossed('semi-finals')],
    '3P': [...wordsOf(SHARED_LABELS.thirdPlace), ...glossed('third-place game')],
    F: [
      ...wordsOf(SHARED_LABELS.final),
      ...wordsOf(SHARED_LABELS.topBoard),
      ...glossed('the final'),
      ...glossed("top board (Diplomacy's final)"),
    ],
  };
  // SPEC §10's aliases: Quarter-final, Semi-final, Final, Third place; Quarti, Semifinale, Finale, Finalina; Sferturi, Semifinală, Finală, Finala mică;
  // §17.5's: Round of 64|32|16; Trentaduesimi, Sedicesimi, Ottavi; Treizecișidoimi, Șaisprezecimi, Optimi; Quarterfinal, Semifinal, Final, Bronze match, 3rd place
  const RULES: Record<StageId, string[]> = {
    R64: ['R64', 'Round of 64', 'Trentaduesimi', 'Treizecișidoimi'],
    R32: ['R32', 'Round of 32', 'Sedicesimi', 'Șaisprezecimi'],
    R16: ['R16', 'Round of 16', 'Ottavi', 'Optimi'],
    QF: ['QF', 'Quarter-final', 'Quarti', 'Sferturi', 'Quarterfinal'],
    SF: ['SF', 'Semi-final', 'Semifinale', 'Semifinală', 'Semifinal'],
    '3P': ['3P', 'Third place', 'Finalina', 'Finala mică', 'Finale per il 3° posto', 'Bronze match', '3rd place'],
    F: ['F', 'Final', 'Finale', 'Finală'],
  };
  const words = (id: StageId) =>
    unique([
      ...RULES[id],
      ...WRITTEN[id],
      ...wordsOf(STAGES[id].name),
      ...wordsOf(STAGE_WORDS[id]),
      ...wordsOf(STAGE_WORDS[id].game),
      ...LANGS.flatMap((l) => [SIDEBAR_WORDS[l].stages[id], LIVE_WORDS[l].stages[id]]),
    ]);
  const ALL = STAGE_IDS.flatMap((id) => words(id).flatMap((w) => spellings(w).map((s) => [s, id] as const)));

  it.each(ALL)('%j names %s', (word, id) => expect(stageNamed(word)).toBe(id));

  // a Round cell: the example's stages written in each word give the same standings as their ids
  const example = parseCsv(fs.readFileSync(path.join(root, 'examples/carcassonne-tournament.csv'), 'utf8'));
  const standings = (rows: Cell[][]) => outcome(() => carcassonneStandings('CARC_STANDINGS', rows as never).ranked);
  const expected = standings(example);
  it.each(STAGE_IDS.flatMap((id) => words(id).map((w) => [w, id] as const)))('a Round of %j reads as %s', (word, id) => {
    expect(expected).not.toHaveProperty('error');
    expect(standings(example.map((r) => (r[0] === id ? [word, ...r.slice(1)] : r)))).toEqual(expected);
  });

  // --round: the same seating, or the same problem, as the stage's id
  const PRELIMINARY = path.join(root, 'examples/carcassonne-ukraine.csv');
  const seat = (round: string) => podiumIn(['seat', '--game', 'carcassonne', '--round', round, PRELIMINARY, '--format', 'csv']);
  const byId = Object.fromEntries(STAGE_IDS.map((id) => [id, seat(id)]));
  it.each(STAGE_IDS.flatMap((id) => words(id).map((w) => [w, id] as const)))('--round %j is --round %s', (word, id) => {
    expect(byId[id].status).not.toBe(2);
    expect(seat(word)).toEqual(byId[id]);
  });

  it.each(['Playoff', 'Spareggio', 'Semi', 'Finali', 'Sfert', 'la', 'Semifinali (QF)'])('%j is no stage', (word) =>
    expect(stageNamed(word)).toBeUndefined(),
  );
});

describe('round labels (SPEC §12.13): a round as the sidebar and the live page write it', () => {
  it.each(LANGS.flatMap((l) => [SIDEBAR_WORDS[l].roundOf('4'), LIVE_WORDS[l].roundNow('4')]).flatMap(spellings))('%j is round 4', (label) =>
    expect(roundLabel(label)).toBe(4),
  );
});

describe("powers (SPEC §1, §11 rule 2, §12.4): each power's names in every language, in a Power column", () => {
  const standings = (rows: Cell[][]) => outcome(() => diplomacyStandings('DIP_STANDINGS', rows as never).ranked);
  const results = diplomacyResults(14, 2) as Cell[][];
  const expected = standings(results);
  const names = POWERS.flatMap((p) => unique([p.name, p.it, p.ro, ...p.also, ...glossedPower(p.name)]).map((n) => [n, p.name] as const));
  function glossedPower(name: string): string[] {
    const k = POWERS.findIndex((p) => p.name === name);
    const term = glossary().find((t) => t.concept === "the powers' names");
    return term ? [term.it[k], term.ro[k]].filter(Boolean) : [];
  }
  it.each(names.flatMap(([n, p]) => spellings(n).map((s) => [s, p] as const)))('%j is %s', (written, power) => {
    expect(standings(results.map((r, i) => (i > 0 && r[3] === power ? [...r.slice(0, 3), written, ...r.slice(4)] : r)))).toEqual(expected);
  });
});

describe('Carcassonne features (SPEC §4.4, §11 rule 4): in a log and in CARC_EXPLAIN, in the seed words of each language', () => {
  // the log's drop-down (English), the features as the Romanian seed and the Italian rules name them
  const LOG = GAMES.find((g) => g.log)?.log?.template.lists.Feature ?? [];
  const SEED: [string, string][] = [
    ['drum', 'road'],
    ['strada', 'road'],
    ['oraș', 'city'],
    ['città', 'city'],
    ['mănăstire', 'monastery'],
    ['monastero', 'monastery'],
    ['câmp', 'field'],
    ['campo', 'field'],
    ['grădină', 'garden'],
    ['giardino', 'garden'],
    ['castel german', 'germancastle'],
    ['castello tedesco', 'germancastle'],
    ['catedrală germană', 'germancathedral'],
    ['cattedrale tedesca', 'germancathedral'],
    ['coliba Babei Yaga', 'babayaga'],
    ['capanna di Baba Yaga', 'babayaga'],
  ];
  // each feature's counts, then its modifiers (a field is scored with its barn), as its function and the log take them
  const ARGS: Record<string, { counts: Record<string, Cell>; modifiers?: string }> = {
    road: { counts: { Tiles: 4 } },
    city: { counts: { Tiles: 3, Pennants: 1 } },
    monastery: { counts: { Tiles: 9 } },
    field: { counts: { Cities: 2, Castles: 1 }, modifiers: 'barn' },
    garden: { counts: { Tiles: 9 } },
    babayaga: { counts: { Tiles: 2 } },
    germancastle: { counts: { Tiles: 10 } },
    germancathedral: { counts: { Tiles: 3, Segments: 2 } },
  };
  const HEADER = ['Feature', 'Tiles', 'Pennants', 'Segments', 'Cities', 'Castles', 'Modifiers', 'Ana', 'Bo'];
  const log = (feature: string, as: string) => {
    const { counts, modifiers } = ARGS[feature];
    const row = [as, ...HEADER.slice(1, 6).map((h) => counts[h] ?? ''), modifiers ?? '', 1, 0];
    return outcome(() => scoreSheet('CARC_SCORESHEET', [HEADER, row]).rows);
  };
  const explain = (feature: string, as: string) =>
    outcome(() => carcExplain(as, ...Object.values(ARGS[feature].counts), ARGS[feature].modifiers ?? ''));
  const cases = unique([...LOG.filter((f) => f !== 'extra').map((f) => `${f}|${f}`), ...SEED.map(([w, f]) => `${w}|${f}`)]).map(
    (c) => c.split('|') as [string, string],
  );
  it.each(cases.flatMap(([w, f]) => spellings(w).map((s) => [s, f] as const)))('%j is the feature %s', (word, feature) => {
    expect(log(feature, word)).toEqual(log(feature, feature));
    expect(explain(feature, word)).toEqual(explain(feature, feature));
    expect([log(feature, feature), explain(feature, feature)]).not.toContainEqual(expect.objectContaining({ error: expect.anything() }));
  });
});

describe('byes (SPEC §11, §12.4): a Table cell as Podium writes a bye, and as the glossary says it', () => {
  const rows = carcassonneResults(9, 3) as Cell[][];
  const standings = (table: string) =>
    outcome(
      () => carcassonneStandings('CARC_STANDINGS', rows.map((r) => (r[1] === 'bye' ? [r[0], table, ...r.slice(2)] : r)) as never).ranked,
    );
  const expected = standings('bye');
  it.each(unique([...glossed('bye'), 'Riposo', 'Liber']).flatMap(spellings))('%j is a bye', (word) => {
    expect(expected).not.toHaveProperty('error');
    expect(standings(word)).toEqual(expected);
  });
  it('folds words as the readers do', () => expect(fold('Rundă Liberă')).toBe('runda libera'));
});
