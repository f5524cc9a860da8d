import { Fraction } from '../../shared/fraction';
import { BOARD_SIZE, CENTRES, FIRST_YEAR, LAST_YEAR, type Seat, WIN_AT } from '../board';
import { scoreBoard } from '../scoreBoard';
import { readsChart } from '../scoringSystems';
import type { DiplomacySettings } from '../settings';

/**
 * The least and the most one game can score under a system, the most without a win (a board has one winner at most),
 * and what a soloer scores (docs/stakes.md#what-is-exact).
 */
export interface GameExtremes {
  lo: Fraction;
  hi: Fraction;
  plainHi: Fraction;
  soloLo: Fraction;
  soloHi: Fraction;
  /** The least a game scores at each place on the board by centres or better (index 0: 1st; a shared place counts as that place). */
  placeLo: Fraction[];
}

/** Boards searched per system: the structured extremes, then this many seeded random ones. */
const RANDOM_BOARDS = 1500;
const YEARS = [FIRST_YEAR + 1, 1905, 1910, 1920, 1950, 2000, LAST_YEAR];

/** A seeded generator (a linear congruence): the same boards every call, never Math.random. */
function generator(seed: number) {
  let s = seed;
  return (least: number, most: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return least + (s % (most - least + 1));
  };
}

/** A chart for a seat: its final centres every year it survives, 1 centre before the year it was eliminated. */
function chart(centres: number, eliminated: number | undefined, finalYear: number): number[] {
  return Array.from({ length: finalYear - FIRST_YEAR + 1 }, (_, k) => {
    const year = FIRST_YEAR + k;
    if (eliminated === undefined) return centres;
    return year < eliminated ? 1 : 0;
  });
}

/** A board of these centres: eliminated players (0 centres) out in `out`, a Conceded or Draw flag where asked. */
function boardOf(
  centres: number[],
  finalYear: number,
  out: (k: number) => number,
  flags: { conceded?: number; draw?: number[] },
  history: boolean,
): Seat[] {
  return centres.map((c, k) => {
    const eliminated = c === 0 ? out(k) : undefined;
    return {
      centres: c,
      eliminated,
      finalYear,
      conceded: flags.conceded === k || undefined,
      draw: flags.draw?.includes(k) || undefined,
      history: history ? chart(c, eliminated, finalYear) : undefined,
    };
  });
}

/** The structured boards: every soloer's size with the rest on one player or spread, and draws led by one, shared, or all level. */
function structured(history: boolean): Seat[][] {
  const boards: Seat[][] = [];
  for (const year of YEARS) {
    const early = () => FIRST_YEAR;
    const late = () => year;
    for (let solo = WIN_AT; solo <= CENTRES; solo++) {
      const rest = CENTRES - solo;
      boards.push(boardOf([solo, rest, 0, 0, 0, 0, 0], year, early, {}, history));
      boards.push(boardOf([solo, rest, 0, 0, 0, 0, 0], year, late, {}, history));
      boards.push(
        boardOf([solo, ...Array.from({ length: 6 }, (_, k) => Math.floor(rest / 6) + (k < rest % 6 ? 1 : 0))], year, early, {}, history),
      );
      boards.push(boardOf([solo, 0, 0, 0, 0, 0, 0], year, late, {}, history));
    }
    for (let lead = 1; lead < WIN_AT; lead++) {
      const rest = Math.min(CENTRES - lead, lead * 6);
      const spread = Array.from({ length: 6 }, (_, k) => Math.min(lead, Math.floor(rest / 6) + (k < rest % 6 ? 1 : 0)));
      boards.push(boardOf([lead, ...spread], year, early, {}, history));
      boards.push(boardOf([lead, Math.min(lead, CENTRES - lead), 0, 0, 0, 0, 0], year, late, {}, history));
      boards.push(boardOf([lead, Math.min(lead - 1, CENTRES - lead), 0, 0, 0, 0, 0], year, early, {}, history));
      boards.push(boardOf([lead, 1, 0, 0, 0, 0, 0], year, late, {}, history));
      boards.push(boardOf([lead, 1, 1, 1, 1, 1, 1], year, late, { conceded: 0 }, history));
      boards.push(boardOf([lead, 1, 0, 0, 0, 0, 0], year, early, { draw: [0] }, history));
    }
  }
  return boards;
}

/** Seeded random boards: solos, concessions and draws, flags and eliminations of every kind. */
function random(history: boolean): Seat[][] {
  const int = generator(1901);
  return Array.from({ length: RANDOM_BOARDS }, () => {
    const finalYear = int(0, 1) ? int(FIRST_YEAR + 1, 1915) : int(FIRST_YEAR + 1, LAST_YEAR);
    const kind = int(0, 9);
    const centres: number[] = [];
    let left = CENTRES;
    for (let k = 0; k < BOARD_SIZE; k++) {
      const c = k === 0 && kind < 4 ? int(WIN_AT, left) : int(0, Math.min(left, WIN_AT - 1));
      centres.push(c);
      left -= c;
    }
    const survivors = centres.flatMap((c, k) => (c > 0 ? [k] : []));
    const flags =
      kind === 4 && survivors.length
        ? { conceded: survivors[int(0, survivors.length - 1)] }
        : kind >= 7
          ? { draw: survivors.filter(() => int(0, 2) > 0) }
          : {};
    return boardOf(centres, finalYear, () => int(FIRST_YEAR, finalYear), flags, history);
  });
}

const memo = new Map<string, GameExtremes>();

/**
 * A system's extremes for one game, found by scoring the structured and the seeded boards with the system itself (a
 * search, not a proof: docs/stakes.md#what-is-exact says how it is checked). Once per system and survival rule.
 */
export function gameExtremes(settings: DiplomacySettings): GameExtremes {
  const key = `${settings.system}|${settings.survival}`;
  const known = memo.get(key);
  if (known) return known;
  const history = readsChart(settings.system);
  let lo: Fraction | undefined;
  let hi: Fraction | undefined;
  let plainHi: Fraction | undefined;
  let soloLo: Fraction | undefined;
  let soloHi: Fraction | undefined;
  const atPlace: (Fraction | undefined)[] = Array(BOARD_SIZE).fill(undefined);
  const min = (a: Fraction | undefined, b: Fraction) => (a === undefined || b.compare(a) < 0 ? b : a);
  const max = (a: Fraction | undefined, b: Fraction) => (a === undefined || b.compare(a) > 0 ? b : a);
  for (const board of [...structured(history), ...random(history)]) {
    const verdict = scoreBoard(board, settings);
    if (verdict.values.some((v) => v === undefined)) continue;
    for (const v of verdict.values) {
      const { points, result, seat } = v as NonNullable<typeof v>;
      const place = board.filter((other) => other.centres > seat.centres).length;
      atPlace[place] = min(atPlace[place], points);
      lo = min(lo, points);
      hi = max(hi, points);
      if (result === 'Win') {
        soloLo = min(soloLo, points);
        soloHi = max(soloHi, points);
      } else plainHi = max(plainHi, points);
    }
  }
  const zero = Fraction.ZERO;
  // r or better: the least over the places up to r
  const placeLo = atPlace.map(
    (_, r) => atPlace.slice(0, r + 1).reduce<Fraction | undefined>((m, x) => (x ? min(m, x) : m), undefined) ?? zero,
  );
  const found = { lo: lo ?? zero, hi: hi ?? zero, plainHi: plainHi ?? zero, soloLo: soloLo ?? zero, soloHi: soloHi ?? zero, placeLo };
  memo.set(key, found);
  return found;
}
