import type { Said } from '../../i18n/message';
import { type Arg, isBlank } from '../cells';
import { largest } from '../numbers';
import { fail } from '../problems';
import type { StageId } from '../stageIds';
import { stageNamed } from '../stages';
import type { StagesPlayed, StageTable, Standings } from '../standings';
import { readSeed, type SeatingArgs, single } from './field';
import { say } from './messages';
import { type PastLayout, readPastRounds } from './past';
import { type Random, seededRandom, shuffled } from './random';
import { readRoster } from './roster';

/** Who may play a stage, in the order that seeds it, with what the stages before it left (docs/formats.md#the-final-stage). */
export interface StageField {
  stage: StageId;
  /** The preliminary order; players sharing a rank ordered by lot with the seed (docs/formats.md#the-final-stage, Readings). */
  order: string[];
  /** The preliminary rank of each player: 1 is best. */
  rank: Map<string, number>;
  played: StagesPlayed;
  /** Whether the results already hold rows of this stage: Write refuses then. */
  roundHeld: boolean;
  random: Random;
  warnings: Said[];
  /** The best `cut` players the roster lets play, skipping the inactive ones with a warning. */
  qualifiers(cut: number): string[];
  /** The tables of an earlier stage, by table number, refused unless it is complete. */
  complete(stage: StageId, games: number): StageTable[];
}

/** The stage a seating's round argument names, or undefined for a numbered (or blank) round. */
export function stageArg(fn: string, round: Arg): StageId | undefined {
  const cell = single(fn, 'round', round);
  return isBlank(cell) ? undefined : stageNamed(cell);
}

/**
 * How far after the preliminary rounds a stage comes: its default seed is the rounds plus this (docs/formats.md#the-final-stage).
 * A bracket's stages up to the quarter-finals share the first's, so that players sharing a rank are drawn in one
 * order for all of them, and a bye goes on to the slot it was drawn for (docs/formats.md#brackets).
 */
const SEED_OFFSET: Record<StageId, number> = { R64: 1, R32: 1, R16: 1, QF: 1, SF: 2, F: 3, '3P': 3 };

/**
 * Reads what a stage's seating needs: the standings (every preliminary round scored, else an error), the preliminary
 * order with equal ranks drawn by lot, the roster's inactive players, and the stages played so far.
 */
export function readStageField<T>(
  fn: string,
  args: SeatingArgs,
  stage: StageId,
  layout: PastLayout,
  standingsOf: (fn: string, results: Arg, settings?: Arg) => Standings<T>,
  settings: Arg | undefined,
): StageField {
  const results = readPastRounds(fn, args.results, layout);
  if (!results.rounds.size) fail(fn, { column: 'round', message: say('stageNoPreliminary', { stage }) });
  const standings = standingsOf(fn, args.results, settings);
  if (standings.unscored.length) fail(fn, { column: 'round', message: say('stageUnscored', { rounds: standings.unscored }) });
  const preliminary = standings.final?.preliminary ?? standings.ranked;
  const name = (r: (typeof preliminary)[number]) => standings.name(r.item);
  const seed = readSeed(fn, args.seed, largest(results.rounds, 0) + SEED_OFFSET[stage]);
  const random = seededRandom(seed);
  const order = drawnOrder(preliminary, name, random);
  const rank = new Map(preliminary.map((r) => [name(r), r.rank]));
  const warnings: Said[] = [];
  const playing = activeOn(fn, args.roster);
  const played: StagesPlayed = standings.final?.played ?? { tables: new Map(), complete: new Set() };
  return {
    stage,
    order,
    rank,
    played,
    roundHeld: results.stages.has(stage),
    random,
    warnings,
    qualifiers: (cut) => qualifiersOf(fn, { order, rank, seed, playing, warnings }, cut),
    complete: (before, games) => completeStage(fn, played, stage, before, games),
  };
}

/** The preliminary order, equal ranks drawn by lot: the seed decides, not the alphabet. */
function drawnOrder<R extends { rank: number }>(preliminary: readonly R[], name: (r: R) => string, random: () => number): string[] {
  const order: string[] = [];
  for (let i = 0; i < preliminary.length; ) {
    let j = i + 1;
    while (j < preliminary.length && preliminary[j].rank === preliminary[i].rank) j++;
    order.push(...shuffled(preliminary.slice(i, j).map(name), random));
    i = j;
  }
  return order;
}

/** Whether a player may play the stage: everyone, or with a roster the players it marks active. */
function activeOn(fn: string, roster: Arg | undefined): (player: string) => boolean {
  if (isBlank(roster)) return () => true;
  const active = new Set(
    readRoster(fn, roster as Arg, false)
      .entries.filter((r) => r.active)
      .map((r) => r.player),
  );
  return (p) => active.has(p);
}

/**
 * The top `cut` by the drawn order, an inactive qualifier replaced by the next (a warning); a warning too when a lot
 * decided who at the cut's rank qualifies.
 */
function qualifiersOf(
  fn: string,
  field: { order: string[]; rank: Map<string, number>; seed: number; playing: (p: string) => boolean; warnings: Said[] },
  cut: number,
): string[] {
  const { order, rank, seed, playing, warnings } = field;
  if (order.length < cut) fail(fn, { column: 'round', message: say('stageCutStandings', { cut, players: order.length }) });
  const taken: string[] = [];
  const skipped: string[] = [];
  for (const p of order) {
    if (taken.length === cut) break;
    if (playing(p)) taken.push(p);
    else skipped.push(p);
  }
  if (taken.length < cut) fail(fn, { column: 'roster', message: say('stageCutRoster', { cut, players: taken.length }) });
  for (const p of skipped) warnings.push(say('qualifiedInactive', { player: p, rank: rank.get(p) as number }));
  const last = taken[cut - 1];
  const left = order.filter((p) => !taken.includes(p) && !skipped.includes(p) && rank.get(p) === rank.get(last));
  if (left.length)
    warnings.push(
      say('lotAtCut', {
        sharing: [...taken.filter((p) => rank.get(p) === rank.get(last)), ...left],
        rank: rank.get(last) as number,
        seed,
        taken: taken.filter((p) => rank.get(p) === rank.get(last)),
      }),
    );
  return taken;
}

/** A stage before this one, complete: its tables by id; else an error (missing, or not every game scored). */
function completeStage(fn: string, played: StagesPlayed, stage: StageId, before: StageId, games: number) {
  const tables = played.tables.get(before) ?? [];
  if (!tables.length) fail(fn, { column: 'round', message: say('stageBeforeMissing', { stage, before }) });
  const scored = tables.filter((t) => t.scored).length;
  if (!played.complete.has(before)) fail(fn, { column: 'round', message: say('stageBeforeIncomplete', { stage, before, scored, games }) });
  return [...tables].sort((a, b) => Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
