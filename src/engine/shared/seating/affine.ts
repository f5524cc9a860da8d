import type { Field } from './field';

/** y − m·x in the field of q elements: the integers mod q for q prime, and for 4 the field GF(4) (tables of 4). */
type LineOf = (y: number, m: number, x: number) => number;

// GF(4) = {0, 1, a, a + 1} as 0, 1, 2, 3: addition is exclusive or, and a² = a + 1
const TIMES_IN_GF4 = [
  [0, 0, 0, 0],
  [0, 1, 2, 3],
  [0, 2, 3, 1],
  [0, 3, 1, 2],
];

function linesOver(q: number): LineOf | undefined {
  if (q === 4) return (y, m, x) => y ^ TIMES_IN_GF4[m][x];
  if (q < 2) return undefined;
  for (let d = 2; d * d <= q; d++) if (q % d === 0) return undefined;
  return (y, m, x) => (((y - m * x) % q) + q) % q;
}

/**
 * Seatings that keep a field of q² players at tables of q (49 Diplomacy players at 7 boards; 16 Catan players at 4
 * tables) free of repeats for q + 1 rounds: the lines of the affine plane over the field of q elements (q prime, or
 * 4). Each pair of players lies on exactly one line, and the lines of one slope are a round. A greedy round-by-round
 * seating usually closes that door by round 4; offered as starts to the search, these keep it open whenever the
 * rounds so far are lines themselves.
 *
 * The first complete round played is the lines x = c: it gives each player a column x (its table) and a row y (its
 * place there, in the field's order), unless a second complete round crosses every table of the first once, whose
 * tables then give y (the lines y = c, slope 0). The answer is one seating per slope m that no earlier round used:
 * the lines y − m·x = c, as lists of players.
 */
export function affineSeatings(field: Field, size: number): number[][][] {
  const n = field.names.length;
  const line = linesOver(size);
  if (size * size !== n || !line || field.games.some((g) => g !== 1)) return [];
  const rounds = completeRounds(field, size);
  if (!rounds.length) return [];
  const x = Array<number>(n);
  const y = Array<number>(n);
  rounds[0].forEach((table, t) => {
    [...table]
      .sort((a, b) => a - b)
      .forEach((p, k) => {
        x[p] = t;
        y[p] = k;
      });
  });
  const second = rounds.length > 1 && rounds[1].every((table) => new Set(table.map((p) => x[p])).size === size);
  if (second)
    rounds[1].forEach((table, t) => {
      for (const p of table) y[p] = t;
    });
  const slopes = Array.from({ length: size }, (_, m) => m);
  const taken = new Set<number>(second ? [0] : []);
  for (const round of rounds.slice(second ? 2 : 1)) {
    const m = slopes.find((s) => round.every((table) => new Set(table.map((p) => line(y[p], s, x[p]))).size === 1));
    if (m !== undefined) taken.add(m);
  }
  return slopes
    .filter((m) => !taken.has(m))
    .map((m) => {
      const lines = Array.from({ length: size }, () => [] as number[]);
      for (let p = 0; p < n; p++) lines[line(y[p], m, x[p])].push(p);
      return lines;
    });
}

/** The earlier rounds that seated exactly this field at tables of this size, in round order, as players' numbers. */
export function completeRounds(field: Field, size: number): number[][][] {
  const count = field.names.length / size;
  const byRound = new Map<number, number[][]>();
  for (const s of field.past.sittings) {
    const ids = s.seats.map((seat) => field.index.get(seat.player));
    if (ids.some((i) => i === undefined) || ids.length !== size) {
      byRound.set(s.round, []); // a table of others or of another size: the round is not one of this field's
      continue;
    }
    const tables = byRound.get(s.round);
    if (tables === undefined) byRound.set(s.round, [ids as number[]]);
    else if (tables.length) tables.push(ids as number[]);
  }
  return [...byRound]
    .filter(([, tables]) => tables.length === count && new Set(tables.flat()).size === field.names.length)
    .sort(([a], [b]) => a - b)
    .map(([, tables]) => tables);
}
