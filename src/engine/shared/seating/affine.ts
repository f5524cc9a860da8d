import type { Field } from './field';

/**
 * Seatings that keep a field of p² players at tables of p (p prime: 49 Diplomacy players at 7 boards) free of
 * repeats for p + 1 rounds: the lines of the affine plane over the integers mod p. Each pair of players lies on
 * exactly one line, and the lines of one slope are a round. A greedy round-by-round seating usually closes that door
 * by round 4; offered as starts to the search, these keep it open whenever the rounds so far are lines themselves.
 *
 * The first complete round played is the lines x = c: it gives each player a column x (its table) and a row y (its
 * place there, in the field's order), unless a second complete round crosses every table of the first once, whose
 * tables then give y (the lines y = c, slope 0). The answer is one seating per slope m that no earlier round used:
 * the lines y − m·x = c, as lists of players.
 */
export function affineSeatings(field: Field, size: number): number[][][] {
  const n = field.names.length;
  if (size * size !== n || !isPrime(size) || field.games.some((g) => g !== 1)) return [];
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
    const m = slopes.find((s) => round.every((table) => new Set(table.map((p) => lineOf(p, s, x, y, size))).size === 1));
    if (m !== undefined) taken.add(m);
  }
  return slopes
    .filter((m) => !taken.has(m))
    .map((m) => {
      const lines = Array.from({ length: size }, () => [] as number[]);
      for (let p = 0; p < n; p++) lines[lineOf(p, m, x, y, size)].push(p);
      return lines;
    });
}

/** Which line of slope m a player is on: y − m·x mod p. */
function lineOf(p: number, m: number, x: number[], y: number[], size: number): number {
  return (((y[p] - m * x[p]) % size) + size) % size;
}

/** The earlier rounds that seated exactly this field at tables of this size, in round order, as players' numbers. */
function completeRounds(field: Field, size: number): number[][][] {
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
    .filter(([, tables]) => tables.length === size && new Set(tables.flat()).size === field.names.length)
    .sort(([a], [b]) => a - b)
    .map(([, tables]) => tables);
}

function isPrime(p: number): boolean {
  if (p < 2) return false;
  for (let d = 2; d * d <= p; d++) if (p % d === 0) return false;
  return true;
}
