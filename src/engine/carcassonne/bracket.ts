import { STAGE_IDS, type StageId } from '../shared/stageIds';

/**
 * Carcassonne's single-elimination bracket (docs/formats.md#brackets): `finals=topN`, N from 4 to 64, plays the
 * smallest bracket of a power of two that holds N, seeded in the standard order; when N is not a power of two the
 * top seeds wait for the second stage (a bye). `top4` and `top8` keep the World Championship's pairings
 * (docs/formats.md#the-final-stage).
 */

/** The smallest and the largest cut of a bracket. */
export const BRACKET_CUTS = { least: 4, most: 64 } as const;

/** The stages a bracket plays before the semi-finals, by the slots the stage starts with. */
const BEFORE_SF: readonly (readonly [number, StageId])[] = [
  [64, 'R64'],
  [32, 'R32'],
  [16, 'R16'],
  [8, 'QF'],
];

/** One game of a stage, in bracket order: its table (numbered from 1 over the stage's games), or a seed's bye. */
export type Slot = { table: number } | { bye: number };

/** A bracket of `size` slots (a power of two from 4 to 64) for the top `cut`. */
export interface Bracket {
  cut: number;
  size: number;
  /** The stages in playing order, the semi-finals, the third-place game and the final last. */
  stages: StageId[];
  /** The first stage's games by table: the two seeds (1 best), the better first. */
  first: [number, number][];
  /** The seeds that wait for the second stage, best first: 1 … size − cut. */
  byes: number[];
  /** Each stage's slots in bracket order: game k of the next stage takes the winners of slots 2k and 2k + 1. */
  slots(stage: StageId): Slot[];
  /** How many games a stage plays (the first stage: its games with two players). */
  games(stage: StageId): number;
  /** The stage before this one on the winners' path (the third-place game: the semi-finals, whose losers it takes). */
  before(stage: StageId): StageId | undefined;
  /** The places a stage's losers take: from this one (R16: 9), the players one game of it decides among. */
  losersFrom(stage: StageId): number;
}

/** The cut a `finals=` value names: `top24` → 24. */
export const cutOf = (finals: string): number => Number(finals.slice('top'.length));

/** Whether a `finals=` value names a bracket Podium plays: `top` and a whole number from 4 to 64, written plainly. */
export const isFinals = (value: string): boolean => {
  const m = /^top([1-9]\d?)$/.exec(value);
  return m !== null && Number(m[1]) >= BRACKET_CUTS.least && Number(m[1]) <= BRACKET_CUTS.most;
};

/** The games a match may be the best of (docs/leagues.md#matches). */
const BEST_OF = ['1', '3', '5', '7'];

/**
 * A `stage-best-of=` value (docs/formats.md#brackets): `same` (as `best-of`), one number for every stage, or stages
 * with theirs, `QF:3/SF:5/F:5/3P:3`, each stage at most once.
 */
export function isStageBestOf(value: string): boolean {
  if (value === 'same' || BEST_OF.includes(value)) return true;
  const parts = perStage(value);
  const ids = parts.map(([id]) => id);
  return (
    parts.every((p) => p.length === 2 && (STAGE_IDS as readonly string[]).includes(p[0]) && BEST_OF.includes(p[1])) &&
    new Set(ids).size === ids.length
  );
}

/** `qf:3/SF:5` as its pairs, each stage's id as Podium writes it (settings are read in any case). */
const perStage = (value: string) => value.split('/').map((p) => p.split(':').map((x, k) => (k === 0 ? x.toUpperCase() : x)));

/** How many games a stage's match is the best of: `stage-best-of=` for that stage, else `best-of`. */
export function stageBestOf(settings: { 'best-of': string; 'stage-best-of': string }, stage: StageId): number {
  const value = settings['stage-best-of'];
  if (value === 'same') return Number(settings['best-of']);
  if (BEST_OF.includes(value)) return Number(value);
  const own = perStage(value).find(([id]) => id === stage);
  return Number(own ? own[1] : settings['best-of']);
}

/** The smallest power of two that holds `cut` players (4 at least). */
export function bracketSize(cut: number): number {
  let size = 4;
  while (size < cut) size *= 2;
  return size;
}

/**
 * The standard bracket order of `size` slots, the first stage's games as pairs (0, 1), (2, 3) …: each seed s of the
 * bracket of half the size meets size + 1 − s, so that 1 v 16, 8 v 9, 5 v 12 … (SPEC §17.5), the seeds of each pair
 * summing to size + 1, and the two best seeds meet in the final at the earliest.
 * @example seedOrder(8) // [1, 8, 5, 4, 3, 6, 7, 2]
 */
export function seedOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s, i) => (i % 2 === 0 ? [s, n + 1 - s] : [n + 1 - s, s]));
  }
  return order;
}

/**
 * The World Championship's top 8 (docs/formats.md#the-final-stage): quarter-finals 1 v 5, 2 v 6, 3 v 7, 4 v 8 (tables
 * 1–4), then the winners of quarter-finals 1 and 4 meet, and of 2 and 3: in bracket order, tables 1, 4, 2, 3.
 */
const WORLD_TOP8 = { first: [1, 5, 4, 8, 2, 6, 3, 7], tables: [1, 4, 2, 3] };

/** The bracket of `finals=topN`. */
export function bracketOf(cut: number): Bracket {
  const size = bracketSize(cut);
  const early = BEFORE_SF.filter(([n]) => n <= size).map(([, s]) => s);
  const path: StageId[] = [...early, 'SF', 'F'];
  const world = cut === 8;
  const order = world ? WORLD_TOP8.first : seedOrder(size);
  const pairs = Array.from({ length: size / 2 }, (_, k) => [order[2 * k], order[2 * k + 1]].sort((a, b) => a - b) as [number, number]);
  // the first stage's slots: a pair whose second seed is past the cut is the first seed's bye
  const played = pairs.filter(([, b]) => b <= cut);
  const tableOf = new Map(played.map((p, k) => [p[0], world ? WORLD_TOP8.tables[k] : k + 1]));
  const firstSlots: Slot[] = pairs.map(([a, b]) => (b > cut ? { bye: a } : { table: tableOf.get(a) as number }));
  const first = played.map((p) => [p, tableOf.get(p[0]) as number] as const).sort((x, y) => x[1] - y[1]);
  const level = (stage: StageId) => path.indexOf(stage);
  const slots = (stage: StageId): Slot[] => {
    if (stage === '3P') return [{ table: 1 }];
    const at = level(stage);
    if (at === 0) return firstSlots;
    return Array.from({ length: size / 2 ** (at + 1) }, (_, k) => ({ table: k + 1 }));
  };
  return {
    cut,
    size,
    stages: [...early, 'SF', '3P', 'F'],
    first: first.map(([p]) => p),
    byes: pairs
      .filter(([, b]) => b > cut)
      .map(([a]) => a)
      .sort((x, y) => x - y),
    slots,
    games: (stage) => slots(stage).filter((s) => 'table' in s).length,
    before: (stage) => (stage === '3P' ? 'SF' : path[level(stage) - 1]),
    losersFrom: (stage) => (stage === '3P' ? 4 : size / 2 ** (level(stage) + 1) + 1),
  };
}
