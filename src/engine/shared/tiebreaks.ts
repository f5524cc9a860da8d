import type { Label } from '../i18n/words';
import { Fraction } from './fraction';
import { SHARED_LABELS } from './labels';
import { type Criterion, compareBy } from './ranking';
import type { OutputColumn } from './standings';
import { compareNames } from './text';

/** A step's column as its vocabulary writes it: keyed by the step's id unless it names its own key (a Buchholz variant's). */
export type StepColumn<T> = Omit<OutputColumn<T>, 'key'> & { key?: string };

/**
 * One step of a `tiebreak=` chain, as data beside its game (docs/formats.md): the words a tie-break note uses for it,
 * the column that shows it (none for name, placings and the result between the tied players), and how it compares. A
 * step that needs the whole field (the result between the tied players) builds its criterion from the players and the
 * steps before it.
 */
export interface TieBreak<T, C extends StepColumn<T> = StepColumn<T>> {
  /** How a tie-break note names it: "placed below by Buchholz cut 1". */
  name: Label;
  column?: C;
  compare?: (a: T, b: T) => number;
  among?: (players: readonly T[], before: Criterion<T>[]) => (a: T, b: T) => number;
}

/** A step of a game's vocabulary: its column, if it has one, keyed. */
export type Step<T> = TieBreak<T, OutputColumn<T>>;

/** A vocabulary's steps with their columns keyed. */
type Keyed<V> = {
  [K in keyof V]: Omit<V[K], 'column'> &
    (V[K] extends { column: infer C }
      ? { column: C & { key: string } }
      : V[K] extends { column?: infer C }
        ? { column?: C & { key: string } }
        : object);
};

/**
 * A game's vocabulary from its steps, each written once under its id: a step's column is known by that id (so that
 * a figure the chain shows is not shown again, and the live page names it), unless it names its own key.
 * @example vocabulary({ vp: higher<CatanStanding>(SHARED_LABELS.vp, SHARED_LABELS.vp, (s) => s.vp) }).vp.column.key // 'vp'
 */
export function vocabulary<V extends Readonly<Record<string, TieBreak<never>>>>(steps: V): Keyed<V> {
  return Object.fromEntries(
    Object.entries(steps).map(([id, step]) => [id, step.column ? { ...step, column: { key: id, ...step.column } } : step]),
  ) as unknown as Keyed<V>;
}

const asNumber = (v: number | Fraction): number => (typeof v === 'number' ? v : v.toNumber());
const descending = (a: number | Fraction, b: number | Fraction): number =>
  typeof a === 'number' ? (b as number) - a : (b as Fraction).compare(a as Fraction);

/**
 * A figure where more is better, shown in a column of its own: VP, Buchholz, score difference, points. Its column is
 * known by the step's id in its vocabulary.
 * @example higher(SHARED_LABELS.vp, SHARED_LABELS.vp, (s) => s.vp)
 */
export function higher<T>(
  header: Label,
  name: Label,
  get: (item: T) => number | Fraction,
  format?: 'percent',
): TieBreak<T> & { column: StepColumn<T> } {
  return {
    name,
    column: { header, value: (r) => asNumber(get(r.item)), format },
    compare: (a, b) => descending(get(a), get(b)),
  };
}

/**
 * More 1st places, then more 2nd, then more 3rd (docs/formats.md). `get` gives a player's count of each place, 1st first;
 * a shared place counts as the best of the places shared.
 */
export function placings<T>(get: (item: T) => readonly number[]): TieBreak<T> {
  return {
    name: SHARED_LABELS.placings,
    compare: (a, b) => {
      const [x, y] = [get(a), get(b)];
      for (let k = 0; k < 3; k++) if ((x[k] ?? 0) !== (y[k] ?? 0)) return (y[k] ?? 0) - (x[k] ?? 0);
      return 0;
    },
  };
}

/** Names alphabetically, case and accents ignored (docs/catan.md#tournament-standings): ranks are never shared after it. */
export function byName<T>(get: (item: T) => string): TieBreak<T> {
  return { name: SHARED_LABELS.nameStep, compare: (a, b) => compareNames(get(a), get(b)) };
}

/**
 * The result between the tied players: within each group still equal on the steps before it, each player's results
 * in games against the others of that group, summed. Applied once: the groups are fixed before it is used.
 */
export function headToHead<T>(name: Label, against: (item: T, group: ReadonlySet<T>) => Fraction): TieBreak<T> {
  return {
    name,
    among: (players, before) => {
      const among = new Map<T, Fraction>();
      const order = compareBy(before);
      const sorted = [...players].sort(order);
      for (let i = 0; i < sorted.length; ) {
        let j = i + 1;
        while (j < sorted.length && order(sorted[i], sorted[j]) === 0) j++;
        const group = new Set(sorted.slice(i, j));
        for (const s of group) among.set(s, against(s, group));
        i = j;
      }
      const of = (s: T) => among.get(s) ?? Fraction.ZERO;
      return (a, b) => of(b).compare(of(a));
    },
  };
}

/** The criteria of a chain, in order, after the primary score: each step's comparison over this field. */
export function chainCriteria<T>(players: readonly T[], primary: TieBreak<T>, steps: readonly TieBreak<T>[]): Criterion<T>[] {
  const chain: Criterion<T>[] = [];
  for (const step of [primary, ...steps]) {
    const compare = step.among ? step.among(players, [...chain]) : (step.compare as (a: T, b: T) => number);
    chain.push({ name: step.name, compare });
  }
  return chain;
}

/**
 * The standings' columns (docs/formats.md, Readings): Rank, Player, the primary score, one column per step of the chain in
 * its order, then the game's standard columns not yet shown, in their order. A column is "shown" by its key, so a
 * figure is never shown twice (a Buchholz of the same variant, a step over a standard column).
 */
export function chainColumns<T>(lead: OutputColumn<T>[], steps: readonly Step<T>[], standard: OutputColumn<T>[]): OutputColumn<T>[] {
  const shown = new Set<string>();
  const columns: OutputColumn<T>[] = [];
  for (const c of [...lead, ...steps.flatMap((s) => (s.column ? [s.column] : [])), ...standard]) {
    if (shown.has(c.key)) continue;
    shown.add(c.key);
    columns.push(c);
  }
  return columns;
}
