/**
 * Numerators and denominators up to 2^26 are kept as plain numbers: a product of two stays below 2^53, so adding
 * and comparing them is exact in floating point. Past that, BigInt takes over, and nothing is ever rounded.
 */
const SMALL = 2 ** 26;

function gcdNumber(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function gcdBig(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** How many binary digits a positive BigInt has, to within 3 (its hexadecimal digits: quicker to write than binary). */
const bits = (x: bigint) => x.toString(16).length * 4;

/**
 * An exact rational. Shared places make thirds and quarters, VP shares make any denominator: ranking compares
 * these exactly, so sums that are equal as fractions are equal whatever order they were added in.
 */
export class Fraction {
  private constructor(
    /** Set when both parts are small (|x| ≤ 2^26): the fast, exact path. */
    private readonly n: number,
    private readonly d: number,
    /** Set otherwise: the same fraction in BigInt. */
    private readonly bn?: bigint,
    private readonly bd?: bigint,
  ) {}

  /** A reduced fraction with a positive denominator, small when it can be. */
  private static reduced(n: bigint, d: bigint): Fraction {
    if (d === 0n) throw new RangeError('Fraction with a zero denominator');
    if (d < 0n) [n, d] = [-n, -d];
    const g = d === 1n ? 1n : gcdBig(n, d) || 1n;
    n /= g;
    d /= g;
    const small = BigInt(SMALL);
    return n <= small && n >= -small && d <= small ? new Fraction(Number(n), Number(d)) : new Fraction(0, 0, n, d);
  }

  /** From whole numbers below 2^53 in size (exact in floating point): reduced there, small when it fits. */
  private static exact(n: number, d: number): Fraction {
    if (d === 0) throw new RangeError('Fraction with a zero denominator');
    if (d < 0) [n, d] = [-n, -d];
    const g = d === 1 ? 1 : gcdNumber(n, d) || 1;
    n = n / g + 0;
    d /= g;
    return n <= SMALL && n >= -SMALL && d <= SMALL ? new Fraction(n, d) : new Fraction(0, 0, BigInt(n), BigInt(d));
  }

  static of(num: number | bigint, den: number | bigint = 1): Fraction {
    if (typeof num === 'number' && typeof den === 'number' && Number.isSafeInteger(num) && Number.isSafeInteger(den))
      return Fraction.exact(num, den);
    return Fraction.reduced(BigInt(num), BigInt(den));
  }

  static readonly ZERO = Fraction.of(0);

  /** An exact fraction from a decimal such as 2.5 or 0.25 (the numbers cells hold). */
  static fromNumber(x: number): Fraction {
    let den = 1;
    while (!Number.isInteger(x * den) && den < 1e12) den *= 10;
    return Fraction.of(Math.round(x * den), den);
  }

  static sum(values: Fraction[]): Fraction {
    if (values.length < 4 || values.every((v) => v.bn === undefined)) return values.reduce((a, b) => a.add(b), Fraction.ZERO);
    // fractions of one denominator add their numerators: a season's points share a few denominators (tenths to the
    // k-th power), so the gcds, the costly part of adding large fractions, are once per denominator, not once a value
    const byDenominator = new Map<bigint, bigint>();
    for (const v of values) {
      const [n, d] = v.big;
      byDenominator.set(d, (byDenominator.get(d) ?? 0n) + n);
    }
    // then over a common denominator, smallest first: where one divides the other (10^3 and 10^5) no gcd is needed,
    // and the sum is reduced once, at the end
    let [n, d] = [0n, 1n];
    for (const [dk, nk] of [...byDenominator].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      if (dk % d === 0n) [n, d] = [n * (dk / d) + nk, dk];
      else if (d % dk === 0n) n += nk * (d / dk);
      else {
        const common = (d / gcdBig(d, dk)) * dk;
        [n, d] = [n * (common / d) + nk * (common / dk), common];
      }
    }
    return Fraction.reduced(n, d);
  }

  private get big(): [bigint, bigint] {
    return this.bn === undefined ? [BigInt(this.n), BigInt(this.d)] : [this.bn, this.bd as bigint];
  }

  /** Both small: the numbers' exact path applies. */
  private bothSmall(o: Fraction): boolean {
    return this.bn === undefined && o.bn === undefined;
  }

  add(o: Fraction): Fraction {
    if (this.bothSmall(o))
      return this.d === o.d ? Fraction.exact(this.n + o.n, this.d) : Fraction.exact(this.n * o.d + o.n * this.d, this.d * o.d);
    const [a, b] = this.big;
    const [c, d] = o.big;
    return Fraction.reduced(a * d + c * b, b * d);
  }
  sub(o: Fraction): Fraction {
    if (this.bothSmall(o))
      return this.d === o.d ? Fraction.exact(this.n - o.n, this.d) : Fraction.exact(this.n * o.d - o.n * this.d, this.d * o.d);
    const [a, b] = this.big;
    const [c, d] = o.big;
    return Fraction.reduced(a * d - c * b, b * d);
  }
  mul(o: Fraction): Fraction {
    if (this.bothSmall(o)) return Fraction.exact(this.n * o.n, this.d * o.d);
    const [a, b] = this.big;
    const [c, d] = o.big;
    return Fraction.reduced(a * c, b * d);
  }
  div(o: Fraction): Fraction {
    if (this.bothSmall(o)) return Fraction.exact(this.n * o.d, this.d * o.n);
    const [a, b] = this.big;
    const [c, d] = o.big;
    return Fraction.reduced(a * d, b * c);
  }
  compare(o: Fraction): number {
    if (this.bothSmall(o)) {
      const x = this.n * o.d;
      const y = o.n * this.d;
      return x === y ? 0 : x < y ? -1 : 1;
    }
    const [a, b] = this.big;
    const [c, d] = o.big;
    const diff = a * d - c * b;
    return diff === 0n ? 0 : diff < 0n ? -1 : 1;
  }
  equals(o: Fraction): boolean {
    return this.compare(o) === 0;
  }
  toNumber(): number {
    if (this.bn === undefined) return this.n / this.d;
    // both parts may pass 2^1024 (a circuit's 0.95^200), where Number() is Infinity: divide in integers first, keeping
    // 61 to 67 bits of the quotient (more than a double holds), then scale back
    const [n, d] = this.big;
    const scale = 64 - (bits(n < 0n ? -n : n) - bits(d));
    const quotient = scale >= 0 ? (n << BigInt(scale)) / d : n / (d << BigInt(-scale));
    return Number(quotient) * 2 ** -scale;
  }
  toString(): string {
    if (this.bn === undefined) return this.d === 1 ? `${this.n}` : `${this.n}/${this.d}`;
    const [n, d] = this.big;
    return d === 1n ? `${n}` : `${n}/${d}`;
  }
}
