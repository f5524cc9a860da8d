function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * An exact rational. Shared places make thirds and quarters, VP shares make any denominator: ranking compares
 * these exactly, so sums that are equal as fractions are equal whatever order they were added in.
 */
export class Fraction {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: number | bigint, den: number | bigint = 1): Fraction {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('Fraction with a zero denominator');
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    return new Fraction(n / g, d / g);
  }

  static readonly ZERO = Fraction.of(0);

  /** An exact fraction from a decimal such as 2.5 or 0.25 (the numbers cells hold). */
  static fromNumber(x: number): Fraction {
    let den = 1;
    while (!Number.isInteger(x * den) && den < 1e12) den *= 10;
    return Fraction.of(Math.round(x * den), den);
  }

  static sum(values: Fraction[]): Fraction {
    return values.reduce((a, b) => a.add(b), Fraction.ZERO);
  }

  add(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Fraction): Fraction {
    return Fraction.of(this.num * o.num, this.den * o.den);
  }
  div(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den, this.den * o.num);
  }
  compare(o: Fraction): number {
    const d = this.num * o.den - o.num * this.den;
    return d === 0n ? 0 : d < 0n ? -1 : 1;
  }
  equals(o: Fraction): boolean {
    return this.compare(o) === 0;
  }
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
}
