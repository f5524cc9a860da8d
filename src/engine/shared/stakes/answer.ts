import type { Said, Shown } from '../../i18n/message';
import type { Label } from '../../i18n/words';
import type { Cell } from '../cells';
import { Fraction } from '../fraction';
import type { GroupKind } from '../groupKind';
import { SHARED_LABELS } from '../labels';
import type { Ranked } from '../ranking';
import { type Spill, spill } from '../spill';
import type { Standings } from '../standings';
import { COLUMN_KEYS } from '../standingsColumns';
import { sortByName } from '../text';
import type { BoundedResult, Outcome, PlayerStakes } from './field';
import { STAKES_LABELS } from './labels';
import type { Goal } from './messages';
import { say } from './messages';
import { rankRanges } from './rankRange';
import { unitsOf } from './units';
import { type Need, needOf, statusOf } from './verdicts';

/** An unscored table or board: who sits there and every outcome its rules allow (from the standings' own scoring). */
export interface OpenSitting {
  players: string[];
  outcomes: Outcome[];
}

/**
 * A player's figure once the open boards are scored, between lo and hi (at most plain unless they win there), and the
 * results they can name there (a solo).
 */
export interface Bounded {
  player: string;
  lo: Fraction;
  hi: Fraction;
  plain?: Fraction;
  options: BoundedResult[];
}

/**
 * What a game knows before the round in progress is scored (docs/stakes.md): the standings as they are, each
 * player's first figure in them, the open tables (exact) or each player's bounds (Diplomacy), and the round.
 */
export interface StakesQuestion<T> {
  /** The preliminary standings, unscored tables left out. */
  standings: Standings<T>;
  figure(item: T): Fraction;
  open: OpenSitting[];
  /**
   * Instead of exact tables: each player's lowest and highest figure after the open boards (a sound bound), in groups
   * where at most one player ends above their plain figure (a board's one winner).
   */
  bounded?: Bounded[][];
  /** What a player's figure gains that the standings do not count yet: a bye of a round none of whose tables is scored. */
  pending: Map<string, Fraction>;
  /** The round in progress (the last numbered one) and, with `rounds=N`, the rounds planned. */
  round: number | undefined;
  planned: number | undefined;
  /** Whether the results already hold the final stage's rows. */
  staged: boolean;
  /** The final stage's cut under `finals=`. */
  cut: number;
  kind: 'table' | 'board';
  /** A result at the player's own table, as Needs names it: 0 the best (1st place, a win). */
  resultWord(result: number): Said;
}

interface Row {
  player: string;
  rank: Shown<Cell>;
  stakes: PlayerStakes;
}

/** A Needs sentence for a goal (docs/stakes.md#needs). */
function needText(need: Need, goal: Goal, q: StakesQuestion<unknown>): Said {
  switch (need.kind) {
    case 'secures':
      return say('stakesSecures', { result: q.resultWord(need.result), goal });
    case 'help':
      return say('stakesNeedsHelp', { result: q.resultWord(need.result) });
    case 'elsewhere':
      return say('stakesElsewhere', { kind: q.kind });
    case 'noGameLeft':
      return say('stakesNoGameLeft');
  }
}

/** Each player's row: who, the rank now, and their best and worst still possible. */
function rowsOf<T>(q: StakesQuestion<T>): { rows: Row[]; bounded: boolean } {
  const ranked: Ranked<T>[] = q.standings.ranked;
  const rankColumn = q.standings.columns.find((c) => c.key === COLUMN_KEYS.rank);
  const seen = new Set(ranked.map((r) => q.standings.name(r.item)));
  const newcomers = sortByName(
    [...new Set([...q.open.flatMap((o) => o.players), ...(q.bounded ?? []).flat().map((b) => b.player), ...q.pending.keys()])].filter(
      (p) => !seen.has(p),
    ),
    (p) => p,
  );
  const players = [...ranked.map((r) => q.standings.name(r.item)), ...newcomers];
  const rankOf = (i: number): Shown<Cell> => (i < ranked.length && rankColumn ? rankColumn.value(ranked[i]) : '');
  const index = new Map(players.map((p, i) => [p, i]));
  const base = players.map((p, i) => (i < ranked.length ? q.figure(ranked[i].item) : Fraction.ZERO).add(q.pending.get(p) ?? Fraction.ZERO));
  if (q.round === undefined) {
    // no round in progress: the standings' rank is final
    const stakes = players.map((_, i) => {
      const rank = i < ranked.length ? ranked[i].rank : players.length;
      return { best: rank, worst: rank, scenarios: [], bounded: false };
    });
    return { rows: players.map((player, i) => ({ player, rank: rankOf(i), stakes: stakes[i] })), bounded: false };
  }
  const units = q.bounded
    ? q.bounded.map((group) => ({
        kind: 'bounds' as const,
        players: group.map((b) => index.get(b.player) as number),
        lo: group.map((b) => b.lo),
        hi: group.map((b) => b.hi),
        plain: group.every((b) => b.plain) ? group.map((b) => b.plain as Fraction) : undefined,
        options: group.map((b) => b.options),
      }))
    : unitsOf(
        q.open.map((o) => ({ players: o.players.map((p) => index.get(p) as number), outcomes: o.outcomes })),
        base,
      );
  const stakes = rankRanges({ base, units });
  return {
    rows: players.map((player, i) => ({ player, rank: rankOf(i), stakes: stakes[i] })),
    bounded: units.some((u) => u.kind === 'bounds'),
  };
}

/** The stakes as values: the header, one row per player, the warnings (without their prefix), each rendered by an adapter. */
export interface StakesTable {
  header: (Label | Said)[];
  /** Player, Rank, Best, Worst, Title, Cut, Needs: Title and Cut are statuses' labels (`STAKES_LABELS.certain`), Needs a message. */
  rows: Shown<Cell>[][];
  warnings: Said[];
  /** Whether Title and Cut speak of a round in progress: one is, no round is still to come and no final stage has begun. */
  inProgress: boolean;
  /** The final stage's cut under `finals=`: the K of `Cut (top K)`. */
  cut: number;
  /** What the game's groups are: a Diplomacy cut is its top board, which Italian and Romanian name so (`CUT_HEADER`). */
  kind: GroupKind;
}

/** The stakes as a formula spills them: the header, the rows, a blank row and each warning (docs/stakes.md#functions). */
export const spillStakes = (t: StakesTable): Spill => spill(t.header, t.rows, t.warnings);

/** The warnings of the stakes: the standings', then why Title, Cut and Needs say less than they might. */
function stakesWarnings(q: StakesQuestion<unknown>, waiting: boolean, bounded: boolean): Said[] {
  const warnings = [...q.standings.warnings];
  if (q.round === undefined) warnings.push(say('stakesNoRound'));
  if (waiting) warnings.push(say('stakesRoundsToCome', { round: q.round as number, rounds: q.planned as number }));
  if (q.staged) warnings.push(say('stakesStages'));
  if (bounded) warnings.push(say('stakesBounds', { kind: q.kind }));
  return warnings;
}

/**
 * The stakes (docs/stakes.md#functions): Player, Rank, Best, Worst, Title, Cut, Needs, one row per player in the
 * standings' order (players with no scored game yet after them, by name), then the standings' warnings and the stakes'.
 */
export function answerStakes<T>(q: StakesQuestion<T>): StakesTable {
  const { rows, bounded } = rowsOf(q);
  const waiting = q.planned !== undefined && q.round !== undefined && q.round < q.planned;
  const body = rows.map(({ player, rank, stakes }) => {
    const title = statusOf(stakes, 1);
    const cut = statusOf(stakes, q.cut);
    const goal: Goal | undefined = cut === 'possible' ? 'cut' : title === 'possible' ? 'title' : undefined;
    const needs = waiting || goal === undefined ? '' : needText(needOf(stakes, goal === 'cut' ? q.cut : 1), goal, q);
    return [player, rank, stakes.best, stakes.worst, waiting ? '' : STAKES_LABELS[title], waiting ? '' : STAKES_LABELS[cut], needs];
  });
  const header = [
    SHARED_LABELS.player,
    SHARED_LABELS.rank,
    STAKES_LABELS.best,
    STAKES_LABELS.worst,
    STAKES_LABELS.title,
    say('stakesCutHeader', { size: q.cut, kind: q.kind }),
    SHARED_LABELS.needs,
  ];
  return {
    header,
    rows: body,
    warnings: stakesWarnings(q, waiting, bounded),
    inProgress: q.round !== undefined && !waiting && !q.staged,
    cut: q.cut,
    kind: q.kind,
  };
}
