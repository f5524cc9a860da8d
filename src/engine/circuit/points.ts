import { Fraction } from '../shared/fraction';

/** An event's figures a points system reads (SPEC §16.2). */
export interface EventFigures {
  players: number;
  boards?: number;
  tier?: Tier;
}

/** The tiers Podium knows: the World Championship and DipCon, whose NAGP 2002 ratio is 19/20. */
export type Tier = 'WDC' | 'DIPCON';

/** What each place of an event is worth under one points system. */
export interface PointsRule {
  /** It reads the event's Boards (B3): every event needs them. */
  boards: boolean;
  /** The points of places 1 to `last` of the event, exact (a shared place may cover places beyond the field). */
  places(event: EventFigures, last: number): Fraction[];
}

const ZERO = Fraction.ZERO;
const FIVE = Fraction.of(5);

/** `first`, then each place `ratio` of the one above, never below `floor`; 0 from place `scoring + 1` on. */
function geometric(first: Fraction, ratio: Fraction, last: number, floor = ZERO, scoring = last): Fraction[] {
  const places: Fraction[] = [];
  let value = first;
  for (let p = 1; p <= last; p++) {
    // once at the floor, or past the places that score, every place below is too: no need to go on multiplying ever
    // longer fractions
    const atFloor = value.compare(floor) <= 0;
    places.push(p > scoring ? ZERO : atFloor ? floor : value);
    if (!atFloor && p < scoring) value = value.mul(ratio);
  }
  return places;
}

/**
 * The points systems (sources and hand-worked cases: docs/circuits.md#points), each a rule of the event's figures. A
 * value with an argument (`linear:500`, `table:10-8-6`) is read by its name before the colon.
 */
const SYSTEMS: Readonly<Record<string, (arg: string | undefined) => PointsRule>> = {
  /** NAGP 2010: first min(300, 10 × Boards); each next place 9/10 of the one above; never below 5. */
  nagp: () => ({
    boards: true,
    places: (e, last) => geometric(Fraction.of(Math.min(300, 10 * (e.boards ?? 0))), Fraction.of(9, 10), last, FIVE),
  }),
  /**
   * NAGP 2002: first min(500, 10 × Boards); each next place 9/10 of the one above, 19/20 at the World Championship and
   * DipCon; only the better ⌈Players/2⌉ places score.
   */
  nagp2002: () => ({
    boards: true,
    places: (e, last) =>
      geometric(
        Fraction.of(Math.min(500, 10 * (e.boards ?? 0))),
        e.tier ? Fraction.of(19, 20) : Fraction.of(9, 10),
        last,
        ZERO,
        Math.ceil(e.players / 2),
      ),
  }),
  /** The European Grand Prix's linear distribution: place p of N gets P·(N − p + 1)/N (100 over 10: 100, 90, …, 10). */
  linear: (arg) => {
    const total = Number(arg ?? 100);
    return {
      boards: false,
      places: (e, last) => Array.from({ length: last }, (_, k) => (k < e.players ? Fraction.of(total * (e.players - k), e.players) : ZERO)),
    };
  },
  /** A fixed table from the 1st place down (the Hungarian Carcassonne group's 10-8-6-5-4-3-2-1); places beyond it get 0. */
  table: (arg) => {
    const list = (arg ?? '').split('-').map((n) => Fraction.of(Number(n)));
    return { boards: false, places: (_, last) => Array.from({ length: last }, (__, k) => list[k] ?? ZERO) };
  },
};

/** `table:` and whole numbers from 1st place down, each no more than the one before. */
function isTable(list: string): boolean {
  if (!/^\d{1,6}(-\d{1,6})*$/.test(list)) return false;
  const values = list.split('-').map(Number);
  return values.every((v, k) => k === 0 || v <= values[k - 1]);
}

/** Whether a `points=` value beyond the listed ones is one Podium reads: `linear:P` (P from 1) or `table:…`. */
export function isPointsValue(value: string): boolean {
  const [name, arg, ...rest] = value.split(':');
  if (rest.length || arg === undefined) return false;
  if (name === 'linear') return /^\d{1,6}$/.test(arg) && Number(arg) >= 1;
  return name === 'table' && isTable(arg);
}

/**
 * The rule a `points=` value names (the settings have checked it). Its places are worked out once per event figures:
 * a season's events share a few fields and boards, and a place's exact points are long fractions to multiply out.
 */
export function pointsRule(value: string): PointsRule {
  const [name, arg] = value.split(':');
  const rule = SYSTEMS[name](arg);
  const known = new Map<string, Fraction[]>();
  return {
    boards: rule.boards,
    places(event, last) {
      const key = `${event.players} ${event.boards} ${event.tier} ${last}`;
      let places = known.get(key);
      if (!places) {
        places = rule.places(event, last);
        known.set(key, places);
      }
      return places;
    },
  };
}
