import fc from 'fast-check';
import { Fraction } from './fraction';

// The fast path (plain numbers up to 2^26) must agree exactly with BigInt arithmetic, on either side of the switch.
function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}
const reference = (n: bigint, d: bigint) => {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return d / g === 1n ? `${n / g}` : `${n / g}/${d / g}`;
};

describe('Fraction', () => {
  const part = fc.oneof(
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: -(2 ** 30), max: 2 ** 30 }),
    fc.constantFrom(2 ** 26, 2 ** 26 + 1, -(2 ** 26)),
  );
  const nonZero = part.filter((x) => x !== 0);
  it('adds, subtracts, multiplies, divides and compares exactly', () =>
    fc.assert(
      fc.property(part, nonZero, part, nonZero, (a, b, c, d) => {
        const x = Fraction.of(a, b);
        const y = Fraction.of(c, d);
        const [A, B, C, D] = [a, b, c, d].map(BigInt);
        expect(x.add(y).toString()).toBe(reference(A * D + C * B, B * D));
        expect(x.sub(y).toString()).toBe(reference(A * D - C * B, B * D));
        expect(x.mul(y).toString()).toBe(reference(A * C, B * D));
        if (c !== 0) expect(x.div(y).toString()).toBe(reference(A * D, B * C));
        const diff = A * D - C * B;
        expect(x.compare(y)).toBe(diff === 0n ? 0 : diff * B * D < 0n ? -1 : 1);
      }),
      { numRuns: 2000 },
    ));
  it('sums in any order to the same fraction', () =>
    fc.assert(
      fc.property(fc.array(fc.tuple(part, nonZero), { minLength: 1, maxLength: 12 }), (parts) => {
        const values = parts.map(([n, d]) => Fraction.of(n, d));
        expect(Fraction.sum(values).equals(Fraction.sum([...values].reverse()))).toBe(true);
      }),
      { numRuns: 300 },
    ));
  it('sums many large fractions, grouped by denominator, to what adding them one by one gives, reduced', () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 40 }), fc.boolean()), {
          minLength: 4,
          maxLength: 30,
        }),
        (parts) => {
          // a circuit's points: whole numbers times 9^k/10^k or 19^k/20^k
          const values = parts.map(([n, k, wdc]) => Fraction.of(BigInt(n) * (wdc ? 19n : 9n) ** BigInt(k), (wdc ? 20n : 10n) ** BigInt(k)));
          const oneByOne = values.reduce((a, b) => a.add(b), Fraction.ZERO);
          expect(Fraction.sum(values).toString()).toBe(oneByOne.toString());
        },
      ),
      { numRuns: 200 },
    ));
  it('gives the number of a fraction whose parts pass 2^1024, where Number() of each is Infinity', () => {
    const big = Fraction.of(500n * 19n ** 400n, 20n ** 400n);
    expect(big.toNumber() / (500 * 0.95 ** 400)).toBeCloseTo(1, 12);
    expect(Fraction.of(20n ** 400n, 19n ** 400n).toNumber() / 0.95 ** -400).toBeCloseTo(1, 12);
    expect(Fraction.of(-(3n ** 700n), 2n ** 1100n).toNumber() / -Math.exp(700 * Math.log(3) - 1100 * Math.log(2))).toBeCloseTo(1, 11);
  });
  it('a zero denominator is a RangeError, never Infinity', () => expect(() => Fraction.of(1, 0)).toThrow(RangeError));
  it('reads decimals exactly', () => expect(Fraction.fromNumber(2.75).toString()).toBe('11/4'));
});
