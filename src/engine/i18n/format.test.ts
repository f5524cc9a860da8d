import fc from 'fast-check';
import { count, decimals, list, num, pluralForm, quote, quoted } from './format';
import { toLang } from './lang';

const MESE = { one: 'masă', few: 'mese', other: 'de mese' };
const TAVOLI = { one: 'tavolo', other: 'tavoli' };

describe('pluralForm (CLDR, as make-plural encodes en, it and ro)', () => {
  it('Romanian: one for 1; few for 0, 2–19, 101–119 and any fraction; other, with "de", for 20–100, 120, 1000', () => {
    const table: [number, string][] = [
      [1, 'one'],
      [0, 'few'],
      [2, 'few'],
      [16, 'few'],
      [19, 'few'],
      [20, 'other'],
      [21, 'other'],
      [35, 'other'],
      [100, 'other'],
      [101, 'few'],
      [119, 'few'],
      [120, 'other'],
      [1000, 'other'],
      [1001, 'few'],
      [1.5, 'few'],
      [2.5, 'few'],
    ];
    for (const [n, form] of table) expect([n, pluralForm('ro', n)]).toEqual([n, form]);
  });

  it('Italian and English: one for 1 only', () => {
    for (const lang of ['it', 'en'] as const)
      expect([0, 1, 2, 1000, 1.5].map((n) => pluralForm(lang, n))).toEqual(['other', 'one', 'other', 'other', 'other']);
  });

  it('Romanian whole numbers from 2: few exactly when the last two digits are 1 to 19', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), (n) => (pluralForm('ro', n) === 'few') === (n % 100 >= 1 && n % 100 <= 19)),
    );
  });
});

describe('count, num and list', () => {
  it('writes a count with its noun in the form it takes', () => {
    expect(['ro', 'ro', 'ro', 'ro'].map((l, i) => count(l as 'ro', [1, 3, 20, 101][i], MESE))).toEqual([
      '1 masă',
      '3 mese',
      '20 de mese',
      '101 mese',
    ]);
    expect(count('it', 1, TAVOLI)).toBe('1 tavolo');
    expect(count('it', 2.5, TAVOLI)).toBe('2,5 tavoli');
  });

  it('writes decimals with a comma in Italian and Romanian, and never groups thousands', () => {
    expect([num('en', 2.5), num('it', 2.5), num('ro', 2.5), num('it', 10000)]).toEqual(['2.5', '2,5', '2,5', '10000']);
  });

  it('joins a list as the language does', () => {
    expect([list('en', ['A', 'B', 'C']), list('it', ['A', 'B']), list('ro', ['A', 'B', 'C']), list('ro', ['A'])]).toEqual([
      'A, B and C',
      'A e B',
      'A, B și C',
      'A',
    ]);
  });
});

describe('toLang', () => {
  it('reads the language of a locale tag, English for any other', () => {
    expect(['it_IT', 'it', 'IT-ch', 'ro_RO.UTF-8', 'mo', 'en_GB', 'de_DE', '', undefined, 'C.UTF-8'].map(toLang)).toEqual([
      'it',
      'it',
      'it',
      'ro',
      'ro',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});

describe('quote and quoted', () => {
  it("write each language's quotation marks: English's straight ones, Italian's “…”, Romanian's „…”", () => {
    expect([quote('en', 'drop'), quote('it', 'drop'), quote('ro', 'drop')]).toEqual(['"drop"', '“drop”', '„drop”']);
  });

  it('put a value shown in JSON quotes in them, its own quotes and backslashes as typed, and leave a number as it is', () => {
    expect([quoted('ro', '"Playoff"'), quoted('it', JSON.stringify('Ann "Jo" Lee')), quoted('en', '"x"'), quoted('ro', '12')]).toEqual([
      '„Playoff”',
      '“Ann "Jo" Lee”',
      '"x"',
      '12',
    ]);
  });

  it('write a number shown as text with the decimal comma, and leave other text alone', () => {
    expect([decimals('it', '2.5'), decimals('ro', '-0.25'), decimals('en', '2.5'), decimals('ro', 'v2.5')]).toEqual([
      '2,5',
      '-0,25',
      '2.5',
      'v2.5',
    ]);
  });
});
