/**
 * Resolvable designs of tables of 4 (docs/seating.md, Known optima; docs/seating.md): schedules in which no two players
 * share a table twice, as many rounds as the design has. Each is constructed here, not stored:
 *
 * - n = 3q + 1 for a prime power q ≡ 1 (mod 4) — 16, 28, 40, 52, 76, 88 — a 1-rotational resolvable (3q+1, 4, 1)
 *   design: points GF(q) × {1, 2, 3} and ∞, the base round below developed over the additive group of GF(q), q rounds.
 *   With ω primitive, ε = ω^((q−1)/4) (so ε² = −1) and W = {ω^i : 0 ≤ i < (q−1)/4}, the base round is
 *   {∞, 0₁, 0₂, 0₃} and, for each w in W, w·{1₁, −1₁, ε₂, −ε₂}, w·{ε₁, −ε₁, 1₃, −1₃}, w·{1₂, −1₂, ε₃, −ε₃}.
 *   Each pair of subscripts meets at every difference once: ±w and ±εw cover GF(q)* for one subscript, and
 *   {1 − ε, 1 + ε, −1 − ε, −1 + ε} = (1 − ε)·{1, ε, −1, −ε} for two. Existence for every n ≡ 4 (mod 12):
 *   Hanani, Ray-Chaudhuri and Wilson, "On resolvable designs", Discrete Mathematics 3 (1972).
 * - n = 64: the lines of the affine space AG(3, 4), 21 rounds (one per direction).
 * - n = 20: a resolvable transversal design TD(4, 5), 5 rounds: player (g, x) for g < 4, x in Z5 sits in round r at
 *   table x − g·r; two players of different g meet in exactly one round, of one g never (the affine plane of order 5
 *   less a point's worth of lines).
 * - n = 32: the Social Golfer Problem's 8-4-10 (first solved by A. Aguado, 2004), 10 rounds in which each player meets
 *   30 of the other 31: a resolvable 4-GDD of type 2^16. Developed below from 14 base tables under the group Z2³
 *   (exclusive or) acting on four orbits of 8 players, the symmetry read from a published 8-4-10 schedule: four rounds
 *   the whole group keeps, and three pairs of rounds, each round kept by a subgroup of order 4 and turned into its
 *   twin by the rest. The base tables are Podium's own, found by a SAT search (CaDiCaL) for a design with that symmetry;
 *   designs.test.ts checks that nobody meets twice.
 */

/** A design: its rounds, each a list of tables of labels 0…n−1. */
export type Design = number[][][];

/** A finite field GF(p^k), k ≤ 2, its elements 0…q−1 (a + p·b for a + b·x): addition, multiplication, a primitive element. */
interface Field {
  q: number;
  add(a: number, b: number): number;
  neg(a: number): number;
  mul(a: number, b: number): number;
  primitive: number;
}

/** The non-squares that make x² − r irreducible: GF(9) = GF(3)[x]/(x² + 1), GF(25) = GF(5)[x]/(x² − 2). */
const IRREDUCIBLE: Record<number, number> = { 3: 2, 5: 2 };

function primeOf(q: number): { p: number; k: number } | undefined {
  for (let p = 2; p <= q; p++)
    if (q % p === 0) {
      let k = 0;
      for (let m = q; m > 1; m /= p) if (m % p) return undefined;
      for (let m = q; m > 1; m /= p) k++;
      return { p, k };
    }
  return undefined;
}

function finiteField(q: number): Field | undefined {
  const pk = primeOf(q);
  if (!pk || pk.k > 2 || (pk.k === 2 && IRREDUCIBLE[pk.p] === undefined)) return undefined;
  const { p, k } = pk;
  const parts = (a: number) => [a % p, Math.floor(a / p)];
  const join = (a: number, b: number) => (((a % p) + p) % p) + p * (((b % p) + p) % p);
  const add = (x: number, y: number) => {
    const [a, b] = parts(x);
    const [c, d] = parts(y);
    return join(a + c, b + d);
  };
  const neg = (x: number) => {
    const [a, b] = parts(x);
    return join(-a, -b);
  };
  const mul =
    k === 1
      ? (x: number, y: number) => (x * y) % p
      : (x: number, y: number) => {
          const [a, b] = parts(x);
          const [c, d] = parts(y);
          return join(a * c + b * d * IRREDUCIBLE[p], a * d + b * c);
        };
  const order = (x: number) => {
    let y = x;
    let n = 1;
    while (y !== 1 && n < q) {
      y = mul(y, x);
      n++;
    }
    return y === 1 ? n : 0;
  };
  let primitive = 2;
  while (order(primitive) !== q - 1) primitive++;
  return { q, add, neg, mul, primitive };
}

/** The 1-rotational resolvable (3q + 1, 4, 1) design (see above): label 0 is ∞, label 1 + s·q + x is x with subscript s. */
function rotational(q: number): Design | undefined {
  const f = finiteField(q);
  if (!f || q % 4 !== 1) return undefined;
  const t = (q - 1) / 4;
  let eps = 1;
  for (let i = 0; i < t; i++) eps = f.mul(eps, f.primitive);
  const point = (x: number, s: number) => 1 + s * q + x;
  const base: [number, number][][] = [
    [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  ];
  let w = 1;
  for (let i = 0; i < t; i++) {
    const ew = f.mul(eps, w);
    const pm = (x: number, s: number): [number, number][] => [
      [x, s],
      [f.neg(x), s],
    ];
    base.push([...pm(w, 0), ...pm(ew, 1)], [...pm(ew, 0), ...pm(w, 2)], [...pm(w, 1), ...pm(ew, 2)]);
    w = f.mul(w, f.primitive);
  }
  return Array.from({ length: q }, (_, g) =>
    base.map((block, b) => [...(b === 0 ? [0] : []), ...block.map(([x, s]) => point(f.add(x, g), s))]),
  );
}

/** The lines of AG(3, 4) over GF(4) (0, 1, a, a + 1 as 0…3; addition is exclusive or): a round per direction. */
function affineSpace64(): Design {
  const times = [
    [0, 0, 0, 0],
    [0, 1, 2, 3],
    [0, 2, 3, 1],
    [0, 3, 1, 2],
  ];
  const label = (v: number[]) => v[0] + 4 * v[1] + 16 * v[2];
  // directions: the points of PG(2, 4), each with its first non-zero coordinate 1
  const directions: number[][] = [];
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) directions.push([1, a, b]);
  for (let b = 0; b < 4; b++) directions.push([0, 1, b]);
  directions.push([0, 0, 1]);
  return directions.map((d) => {
    const seen = new Set<number>();
    const tables: number[][] = [];
    for (let p = 0; p < 64; p++) {
      if (seen.has(p)) continue;
      const v = [p % 4, Math.floor(p / 4) % 4, Math.floor(p / 16)];
      const line = [0, 1, 2, 3].map((s) => label(v.map((c, i) => c ^ times[s][d[i]])));
      for (const x of line) seen.add(x);
      tables.push(line);
    }
    return tables;
  });
}

/** The resolvable TD(4, 5): 20 players, 5 rounds of 5 tables of 4, nobody meets twice. */
function transversal20(): Design {
  return Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 5 }, (_, x) => [0, 1, 2, 3].map((g) => 5 * g + ((((x + g * r) % 5) + 5) % 5))),
  );
}

/**
 * 8-4-10's rounds (see above): player 8·l + g is g (in Z2³, as 0…7) of orbit l. Each entry is a round, as base
 * tables developed over a group (`kept`, its elements), and for a pair of rounds the element that turns it into its twin.
 */
const Z2_CUBED = [0, 1, 2, 3, 4, 5, 6, 7];
/** The two subgroups of order 4 that each keep a round of a pair (both hold 1, which keeps every round). */
const KEEPS_0_TO_3 = [0, 1, 2, 3];
const KEEPS_0_1_4_5 = [0, 1, 4, 5];
const GOLFERS_32: { base: number[][]; kept: number[]; twin?: number }[] = [
  {
    base: [
      [0, 2, 5, 7],
      [24, 25, 30, 31],
      [10, 13, 18, 21],
    ],
    kept: Z2_CUBED,
  },
  {
    base: [
      [0, 4, 26, 30],
      [16, 18, 20, 22],
      [8, 9, 12, 13],
    ],
    kept: Z2_CUBED,
  },
  { base: [[0, 10, 19, 27]], kept: [0, 1, 2, 3, 4, 5, 6, 7] },
  {
    base: [
      [0, 6, 8, 14],
      [18, 23, 27, 30],
    ],
    kept: Z2_CUBED,
  },
  {
    base: [
      [0, 13, 16, 31],
      [6, 9, 23, 26],
    ],
    kept: KEEPS_0_TO_3,
    twin: 4,
  },
  {
    base: [
      [0, 11, 23, 29],
      [12, 14, 25, 27],
      [4, 5, 16, 17],
    ],
    kept: KEEPS_0_TO_3,
    twin: 4,
  },
  {
    base: [
      [0, 12, 22, 24],
      [7, 14, 21, 30],
    ],
    kept: KEEPS_0_1_4_5,
    twin: 2,
  },
];

/** The 32 players' 10 rounds: each entry's base tables moved by every element it keeps, then its twin round. */
function golfers32(): Design {
  const moved = (table: readonly number[], h: number) => table.map((p) => (p & ~7) | ((p & 7) ^ h));
  const develop = (base: number[][], kept: number[], by: number) => {
    const tables = new Map<string, number[]>();
    for (const table of base)
      for (const h of kept) {
        const t = moved(table, h ^ by).sort((a, b) => a - b);
        tables.set(t.join(), t);
      }
    return [...tables.values()];
  };
  return GOLFERS_32.flatMap(({ base, kept, twin }) =>
    twin === undefined ? [develop(base, kept, 0)] : [develop(base, kept, 0), develop(base, kept, twin)],
  );
}

/** The known repeat-free schedule at tables of 4 for a field of n, or undefined when Podium has none. */
export function tablesOf4Design(n: number): Design | undefined {
  if (n === 64) return affineSpace64();
  if (n === 20) return transversal20();
  if (n === 32) return golfers32();
  return n % 12 === 4 ? rotational((n - 1) / 3) : undefined;
}
