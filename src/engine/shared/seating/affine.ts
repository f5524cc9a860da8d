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

/** A field laid on the affine plane: each player's column x and row y, and the lines through them. */
export interface Plane {
  size: number;
  x: number[];
  y: number[];
  line: LineOf;
  /** The slopes whose lines the rounds so far were. */
  taken: Set<number>;
}

export interface PlaneOptions {
  /**
   * Each player's row in the first complete round: its place at its table there (0 to q − 1, all different at a
   * table), such as the index of the power a Diplomacy player played. Without it, the field's order.
   */
  place?(player: number, round: number): number | undefined;
}

/**
 * The field on the affine plane over the field of q elements (q prime, or 4), for q² players at tables of q. The
 * first complete round played is the lines x = c: it gives each player a column x (its table) and a row y (its place
 * there: `place`, else the field's order), unless, without `place`, a second complete round crosses every table of
 * the first once, whose tables then give y (the lines y = c, slope 0). Undefined when the field is not such a field.
 */
export function planeOf(field: Field, size: number, options: PlaneOptions = {}): Plane | undefined {
  const n = field.names.length;
  const line = linesOver(size);
  if (size * size !== n || !line || field.games.some((g) => g !== 1)) return undefined;
  const rounds = completeRounds(field, size);
  if (!rounds.length) return undefined;
  const { table: x, place: y, byPlace } = firstRoundPlaces(rounds[0], n, size, options.place);
  const second = !byPlace && rounds.length > 1 && rounds[1].tables.every((table) => new Set(table.map((p) => x[p])).size === size);
  if (second)
    rounds[1].tables.forEach((table, t) => {
      for (const p of table) y[p] = t;
    });
  const plane: Plane = { size, x, y, line, taken: new Set<number>(second ? [0] : []) };
  for (const round of rounds.slice(second ? 2 : 1)) {
    const m = slopeOf(plane, round.tables);
    if (m !== undefined) plane.taken.add(m);
  }
  return plane;
}

/**
 * Each player's table in a complete round and their place at it: `place` (such as the power played) when it gives
 * every table the places 0 to size − 1 once each, else the players' order at the table.
 */
export function firstRoundPlaces(
  first: { round: number; tables: number[][] },
  n: number,
  size: number,
  place?: (player: number, round: number) => number | undefined,
): { table: number[]; place: number[]; byPlace: boolean } {
  const table = Array<number>(n);
  const at = Array<number>(n);
  const placed = first.tables.map((players) => players.map((p) => place?.(p, first.round)));
  const byPlace = placed.every((places) => places.every((k) => k !== undefined && k >= 0 && k < size) && new Set(places).size === size);
  first.tables.forEach((players, t) => {
    (byPlace ? players : [...players].sort((a, b) => a - b)).forEach((p, k) => {
      table[p] = t;
      at[p] = byPlace ? (placed[t][players.indexOf(p)] as number) : k;
    });
  });
  return { table, place: at, byPlace };
}

/** The slope m whose lines y − m·x = c these tables are, if they are. */
export function slopeOf(plane: Plane, tables: readonly (readonly number[])[]): number | undefined {
  for (let m = 0; m < plane.size; m++)
    if (tables.every((table) => new Set(table.map((p) => plane.line(plane.y[p], m, plane.x[p]))).size === 1)) return m;
  return undefined;
}

/**
 * Seatings that keep a field of q² players at tables of q (49 Diplomacy players at 7 boards; 16 Catan players at 4
 * tables) free of repeats for q + 1 rounds: the lines of the affine plane over the field of q elements (q prime, or
 * 4). Each pair of players lies on exactly one line, and the lines of one slope are a round. A greedy round-by-round
 * seating usually closes that door by round 4; offered as starts to the search, these keep it open whenever the
 * rounds so far are lines themselves. The answer is one seating per slope that no earlier round used: the lines
 * y − m·x = c, as lists of players, the slopes `last` holds after the others (the search takes the first that costs
 * nothing).
 */
export function affineSeatings(field: Field, size: number, options: PlaneOptions = {}, last: readonly number[] = []): number[][][] {
  const plane = planeOf(field, size, options);
  if (!plane) return [];
  const slopes = Array.from({ length: size }, (_, m) => m).filter((m) => !plane.taken.has(m));
  return [...slopes.filter((m) => !last.includes(m)), ...slopes.filter((m) => last.includes(m))].map((m) => {
    const lines = Array.from({ length: size }, () => [] as number[]);
    for (let p = 0; p < plane.x.length; p++) lines[plane.line(plane.y[p], m, plane.x[p])].push(p);
    return lines;
  });
}

/** A round as a set partition, whatever the order of its tables or of the players at them. */
export const partitionKey = (tables: readonly (readonly number[])[]) =>
  tables
    .map((t) => [...t].sort((a, b) => a - b).join(','))
    .sort()
    .join('|');

/** The earlier rounds that seated exactly this field at tables of this size, in round order, as players' numbers. */
export function completeRounds(field: Field, size: number): { round: number; tables: number[][] }[] {
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
    .map(([round, tables]) => ({ round, tables }));
}
