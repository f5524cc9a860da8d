import fc from 'fast-check';
import { scored } from '../../../../test/harness/diplomacyBoard';

// docs/diplomacy.md#other-scoring-systems. Powers in the board's order A E F G I R T; [0, Y] is a power eliminated in Y.
const THREE_OUT: Parameters<typeof scored>[1] = [[0, 1904], 7, [0, 1906], 17, [0, 1906], 5, 5];

describe('Carnage (docs/diplomacy.md#other-scoring-systems)', () => {
  it('with elimination order: the first out gets the lowest place, a year shared splits', () =>
    // survivors 17, 7, 5, 5: 7000, 6000, (5000+4000)/2 each; France and Italy (1906) share (3000+2000)/2; Austria 1000
    expect(scored('carnage', THREE_OUT)).toEqual([1000, 6007, 2500, 7017, 2500, 4505, 4505]));
  it('with dead equal: the eliminated share 3000/2000/1000 equally', () =>
    expect(scored('carnage-dead-equal', THREE_OUT)).toEqual([2000, 6007, 2000, 7017, 2000, 4505, 4505]));
  it('2023: + 300 a centre of the lone leader’s margin (17 − 7)', () => expect(scored('carnage-2023', THREE_OUT)[3]).toBe(10017));
  it('2023: a shared top gets no margin', () =>
    expect(scored('carnage-2023', [9, 9, 8, 4, 4, [0, 1905], [0, 1904]]).slice(0, 2)).toEqual([6509, 6509]));
  it('center-count: 500 a centre and 7007 … 1001', () =>
    expect(scored('centre-count-carnage', THREE_OUT)).toEqual([1001, 9506, 2502.5, 15507, 2502.5, 7004.5, 7004.5]));
  it('a solo takes 28034 and everyone else 0; a concession is a solo', () => {
    expect(scored('carnage', [18, 6, 5, 5, [0, 1905], [0, 1906], [0, 1907]])).toEqual([28034, 0, 0, 0, 0, 0, 0]);
    expect(scored('carnage', [10, [8, 'conceded'], 7, 5, 4, [0, 1905], [0, 1906]])).toEqual([0, 28034, 0, 0, 0, 0, 0]);
    expect(scored('centre-count-carnage', [18, 6, 5, 5, [0, 1905], [0, 1906], [0, 1907]])).toEqual([
      39028, 1000, 1000, 1000, 1000, 1000, 1000,
    ]);
  });
  it('ties at the top and all seven alive: 5 5 5 5 5 5 4 share the first six places', () => {
    const six = (7000 + 6000 + 5000 + 4000 + 3000 + 2000) / 6;
    expect(scored('carnage', [5, 5, 5, 5, 5, 5, 4])).toEqual([...Array(6).fill(six + 5), 1004]);
  });
  it('one survivor without 18 centres (all others out in one year) is first; they share the rest', () =>
    expect(scored('carnage', [17, [0, 1910], [0, 1910], [0, 1910], [0, 1910], [0, 1910], [0, 1910]])).toEqual([
      7017, 3500, 3500, 3500, 3500, 3500, 3500,
    ]));
  it('the total is 28,000 + the centres owned (docs/diplomacy.md#other-scoring-systems)', () =>
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.integer({ min: 1901, max: 1910 }), { minLength: 7, maxLength: 7 }),
        (cs, ys) => {
          fc.pre(cs.some((c) => c > 0));
          const seats = cs.map((c, k): number | [number, number] => (c === 0 ? [0, ys[k]] : c));
          for (const id of ['carnage', 'carnage-dead-equal']) {
            const total = scored(id, seats).reduce((a, b) => a + b, 0);
            expect(total).toBeCloseTo(28000 + cs.reduce((a, b) => a + b, 0), 6);
          }
        },
      ),
      { numRuns: 200 },
    ));
});
