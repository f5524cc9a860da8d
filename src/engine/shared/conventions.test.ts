import { saidOf } from '../../../test/harness/errorOf';
import { CATAN_SETTINGS } from '../catan/settings';
import { readFlag } from './flags';
import { readHeaderTable } from './headerTable';
import { asNumber, readCount } from './numbers';
import { PodiumError } from './problems';
import { RowArgs } from './rowArgs';
import { readSettings } from './settings';
import { compareNames, fold, playerName } from './text';

describe('numbers', () => {
  it.each([
    [7, 7],
    ['7', 7],
    [' 2,5 ', 2.5],
    ['2.5', 2.5],
    ['-3', -3],
    [',5', 0.5],
  ])('%j reads as %d', (cell, n) => expect(asNumber(cell)).toBe(n));
  it.each([['abc'], ['2,5,1'], [true], [NaN], [Infinity], ['1e3']])('%j is not a number', (cell) =>
    expect(asNumber(cell as never)).toBeUndefined(),
  );
  it('a blank count is 0', () => expect(readCount('', 'settlements')).toBe(0));
  it('text that is no number says so', () =>
    expect(saidOf(() => readCount('abc', 'settlements'))).toBe('notANumber(noun: "settlements", value: "abc")'));
  it('a fractional count is refused', () =>
    expect(saidOf(() => readCount('2,5', 'settlements'))).toBe('notWhole(noun: "settlements", value: 2.5)'));
});

describe('flags', () => {
  it.each(['TRUE', 'x', 'X', '✓', 'yes', 'y', 'sì', 'si', 'da', 'ja', '1', ' Yes '])('%s is true', (mark) =>
    expect(readFlag(mark, 'f')).toBe(true),
  );
  it.each([true, 1])('%s is true', (mark) => expect(readFlag(mark, 'f')).toBe(true));
  it.each(['', 'FALSE', '0', 'no', 'n', null, undefined, false, 0])('%j is false', (mark) => expect(readFlag(mark, 'f')).toBe(false));
  it('an unknown mark is an error naming it', () =>
    expect(saidOf(() => readFlag('maybe', 'declared victory'))).toBe('notAMark(noun: "declared victory", value: "maybe")'));
});

describe('settings', () => {
  const schema = {
    three: { label: CATAN_SETTINGS.three.label, values: ['5-3-2', '5-3-1'], usedBy: ['F'] },
    share: { label: CATAN_SETTINGS.share.label, values: ['mean', 'sum', 'pooled'], usedBy: ['F'] },
    tiebreak: { label: CATAN_SETTINGS.tiebreak.label, values: ['a', 'b', 'c'], chain: { default: 'a>b' }, usedBy: ['F'] },
  } as const;
  it('defaults follow the seed', () =>
    expect(readSettings('F', '', schema)).toEqual({ three: '5-3-2', share: 'mean', tiebreak: ['a', 'b'] }));
  it('reads key=value pairs separated by ; or , case- and space-insensitively', () =>
    expect(readSettings('F', ' Three = 5-3-1 , SHARE=Pooled', schema)).toEqual({ three: '5-3-1', share: 'pooled', tiebreak: ['a', 'b'] }));
  it('an unknown key lists the known keys, not their values', () =>
    expect(saidOf(() => readSettings('F', 'thre=5-3-1', schema))).toBe(
      'F: settings: settingUnknown(key: "thre", known: "three, share, tiebreak")',
    ));
  it('an unknown value lists the allowed ones', () =>
    expect(saidOf(() => readSettings('F', 'share=median', schema))).toBe(
      'F: settings: settingNotAllowed(key: "share", value: "median", allowed: ["mean", "sum", "pooled"])',
    ));
  it('a key given twice is an error', () =>
    expect(saidOf(() => readSettings('F', 'share=sum; share=mean', schema))).toBe('F: settings: settingTwice(key: "share")'));
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('a key named %s is an unknown setting, not a crash', (key) =>
    expect(saidOf(() => readSettings('F', `${key}=1`, schema))).toBe(
      `F: settings: settingUnknown(key: "${key}", known: "three, share, tiebreak")`,
    ),
  );
  it('a chain reads ids joined by >', () => expect(readSettings('F', 'tiebreak = C > a', schema).tiebreak).toEqual(['c', 'a']));
  it.each([
    ['a>a', 'F: settings: chainStepTwice(key: "tiebreak", written: "a>a", step: "a")'],
    ['a>d', 'F: settings: chainBadStep(key: "tiebreak", written: "a>d", step: "d", steps: "a, b, c")'],
    ['a>>b', 'F: settings: chainEmptyStep(key: "tiebreak", written: "a>>b", steps: "a, b, c")'],
    ['', 'F: settings: chainEmptyStep(key: "tiebreak", written: "", steps: "a, b, c")'],
  ])('a chain %j is refused', (chain, message) => expect(saidOf(() => readSettings('F', `tiebreak=${chain}`, schema))).toBe(message));
  it('text without = is an error', () =>
    expect(saidOf(() => readSettings('F', 'pooled', schema))).toBe(
      'F: settings: settingNotPair(pair: "pooled", known: "three, share, tiebreak")',
    ));
});

describe('per-row arguments', () => {
  it('a column answers a column, a row answers a row, cells answer a cell', () => {
    expect(new RowArgs('F', [{ name: 'a', value: [[1], [2]] }]).output([10, 20])).toEqual([[10], [20]]);
    expect(new RowArgs('F', [{ name: 'a', value: [[1, 2]] }]).output([10, 20])).toEqual([[10, 20]]);
    expect(new RowArgs('F', [{ name: 'a', value: 1 }]).output([10])).toBe(10);
  });
  it('a single cell applies to every row', () => {
    const args = new RowArgs('F', [
      { name: 'a', value: [[1], [2], [3]] },
      { name: 'b', value: 'x' },
    ]);
    expect(args.indices().map((i) => args.cell('b', i))).toEqual(['x', 'x', 'x']);
  });
  it('takes the shape of the first range even when a cell comes first', () => {
    const args = new RowArgs('F', [
      { name: 'a', value: 5 },
      { name: 'b', value: [[1, 2, 3]] },
    ]);
    expect(args.length).toBe(3);
    expect(args.output([1, 2, 3])).toEqual([[1, 2, 3]]);
  });
  it('a block of several rows and columns is an error', () =>
    expect(
      saidOf(
        () =>
          new RowArgs('F', [
            {
              name: 'vp',
              value: [
                [1, 2],
                [3, 4],
              ],
            },
          ]),
      ),
    ).toBe('F: vp: blockRange(name: "vp", rows: 2, columns: 2)'));
  it('ranges of different shapes are an error naming both', () =>
    expect(
      saidOf(
        () =>
          new RowArgs('F', [
            { name: 'vp', value: [[1], [2]] },
            { name: 'table', value: [[1], [2], [3]] },
          ]),
      ),
    ).toBe('F: table: shapesDiffer(first: "vp", firstRows: 2, firstIsRow: false, name: "table", rows: 3, isRow: false)'));
  it('a row and a column of the same length differ', () =>
    expect(
      saidOf(
        () =>
          new RowArgs('F', [
            { name: 'vp', value: [[1], [2]] },
            { name: 'table', value: [[1, 2]] },
          ]),
      ),
    ).toBe('F: table: shapesDiffer(first: "vp", firstRows: 2, firstIsRow: false, name: "table", rows: 2, isRow: true)'));
});

describe('header-driven ranges', () => {
  const specs = [
    { key: 'player', names: ['Player', 'Giocatore', 'Jucător'], label: { en: 'Player', it: 'Giocatore', ro: 'Jucător' }, required: true },
    { key: 'vp', names: ['VP', 'Punti vittoria'], label: { en: 'VP', it: 'Punti vittoria', ro: 'PV' }, required: true },
    { key: 'declared', names: ['Declared'], label: { en: 'Declared', it: 'Dichiarata', ro: 'Declarată' }, required: false },
  ];
  it('finds columns by name in any order, case- and accent-insensitively, ignoring unknown ones', () => {
    const t = readHeaderTable(
      'F',
      [
        ['Note', ' PUNTI  Vittoria', 'jucator'],
        ['x', 9, 'Ana'],
        ['', '', ''],
        ['y', 7, 'Bo'],
      ],
      specs,
    );
    expect(t.columns).toEqual({ vp: 1, player: 2 });
    expect(t.rows.map((r) => [r.row, r.cells.player, r.cells.vp])).toEqual([
      [2, 'Ana', 9],
      [4, 'Bo', 7],
    ]);
  });
  it('a missing required column is named', () =>
    expect(saidOf(() => readHeaderTable('F', [['Player']], specs))).toBe(
      'F: row 1, VP: columnMissing(column: columnLabel(key: "vp"), aliases: ["VP", "Punti vittoria"])',
    ));
  it('a column given twice is named', () =>
    expect(saidOf(() => readHeaderTable('F', [['Player', 'VP', 'vp']], specs))).toBe(
      'F: row 1, VP: columnTwice(column: columnLabel(key: "vp"), found: ["VP", "vp"])',
    ));
  it('a single cell is not a results range', () => expect(() => readHeaderTable('F', 'Player', specs)).toThrow(PodiumError));
});

describe('names', () => {
  it('identity trims and collapses spaces', () => expect(playerName('  Anna   Maria ')).toBe('Anna Maria'));
  it('folds case and accents', () => expect(fold('Ştefan ÉLÈVE')).toBe('stefan eleve'));
  it('orders accent- and case-insensitively, then as written', () => {
    expect(['zoe', 'Émile', 'adam', 'emile', 'Zoë'].sort(compareNames)).toEqual(['adam', 'emile', 'Émile', 'Zoë', 'zoe']);
  });
});
