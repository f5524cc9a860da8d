import fc from 'fast-check';
import { Fraction } from './fraction';
import { SHARED_LABELS } from './labels';
import { finishingGroups, placeCounts, rankBy, rankLabel, sharePlaces } from './ranking';

describe('fractions', () => {
  it('are exact: 10/32 + 8/30 equals 8/30 + 10/32 and 1/3 + 1/3 + 1/3 is 1', () => {
    expect(
      Fraction.of(10, 32)
        .add(Fraction.of(8, 30))
        .equals(Fraction.of(8, 30).add(Fraction.of(10, 32))),
    ).toBe(true);
    expect(Fraction.sum([Fraction.of(1, 3), Fraction.of(1, 3), Fraction.of(1, 3)]).equals(Fraction.of(1))).toBe(true);
  });
  it('read decimals exactly', () => expect(Fraction.fromNumber(0.25).toString()).toBe('1/4'));
  it('sum the same in any order', () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 6, max: 88 })), { minLength: 1, maxLength: 8 }),
        (parts) => {
          const xs = parts.map(([n, d]) => Fraction.of(n, d));
          expect(Fraction.sum(xs).equals(Fraction.sum([...xs].reverse()))).toBe(true);
        },
      ),
    ));
});

describe('ranking by a chain', () => {
  const chain = [
    { name: SHARED_LABELS.pointsStep, compare: (a: number[], b: number[]) => b[0] - a[0] },
    { name: SHARED_LABELS.winsStep, compare: (a: number[], b: number[]) => b[1] - a[1] },
  ];
  it('sorts, shares the rank of equals, and says which criterion separated each pair', () => {
    const ranked = rankBy(
      [
        [5, 1],
        [9, 0],
        [5, 2],
        [5, 1],
        [1, 0],
      ],
      chain,
    );
    expect(ranked.map((r) => [rankLabel(r), r.item, r.decidedBy?.en])).toEqual([
      [1, [9, 0], undefined],
      [2, [5, 2], 'points'],
      ['=3', [5, 1], 'wins'],
      ['=3', [5, 1], undefined],
      [5, [1, 0], 'points'],
    ]);
  });
});

describe('shared places', () => {
  it('split the points of the places a group jointly occupies', () => {
    const groups = finishingGroups([10, 8, 8, 5], (a, b) => b - a);
    expect(sharePlaces(groups, [5, 3, 2, 1]).map((p) => [p.item, p.place, p.points.toNumber()])).toEqual([
      [10, 1, 5],
      [8, 2, 2.5],
      [8, 2, 2.5],
      [5, 4, 1],
    ]);
  });
  it('always hand out exactly the total of the places', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 4 }), (values) => {
        const points = [5, 3, 2, 1].slice(0, values.length);
        const shared = sharePlaces(
          finishingGroups(values, (a, b) => b - a),
          points,
        );
        expect(Fraction.sum(shared.map((p) => p.points)).equals(Fraction.of(points.reduce((a, b) => a + b)))).toBe(true);
      }),
    ));
});

describe('placeCounts: the places tie-break and column', () => {
  it('counts 1st to 4th places; a game with no place (a duel) or beyond 4th counts nowhere', () =>
    expect(placeCounts([{ place: 1 }, { place: 3 }, { place: 1 }, {}, { place: 5 }], (g: { place?: number }) => g.place)).toEqual([
      2, 0, 1, 0,
    ]));
  it('counts every game placed 1st to 4th once, in its place', () =>
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined })), (places) => {
        const counts = placeCounts(places, (p) => p);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(places.filter((p) => p !== undefined && p <= 4).length);
        counts.forEach((n, k) => {
          expect(n).toBe(places.filter((p) => p === k + 1).length);
        });
      }),
    ));
});
