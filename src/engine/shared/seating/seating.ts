import type { Said } from '../../i18n/message';
import type { Label } from '../../i18n/words';
import type { Arg, Cell } from '../cells';
import type { ColumnSpec } from '../headerTable';
import { type Spill, spill } from '../spill';
import type { Standings } from '../standings';
import type { PastRounds } from './past';

/** A seating function's answer: the spilled rows, and how an adapter writes them into the results (docs/seating.md). */
export interface Seating {
  /** The round seated, or the stage of the final stage (`QF`, docs/formats.md#the-final-stage). */
  round: number | string;
  /** The spilled columns' headers: rendered in the seating's language where it is spilled or written. */
  header: Label[];
  /** For each spilled column, the results column it fills on Write; none for what the results do not keep. */
  columns: (ColumnSpec | undefined)[];
  rows: Cell[][];
  warnings: Said[];
  /** Whether the results already hold rows of this round: Write refuses then. */
  roundHeld: boolean;
}

/** The arguments of CATAN_SEATING, DIP_BOARDS and CARC_PAIRINGS, in the contract's order. */
export type SeatingFunction = (fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) => Seating;

/** The seating as its custom function spills it, as values: the header, the seats, then the warnings. */
export const spillSeating = (s: Seating): Spill => spill(s.header, s.rows, s.warnings);

/**
 * The players in standings order from the scored tables before the round, checking the results as the standings
 * do: wrong data stops the seating as it stops the standings.
 */
export function rankingBefore<T>(
  past: PastRounds,
  standings: (fn: string, results: Arg, settings?: Arg) => Standings<T>,
  fn: string,
  settings: Arg | undefined,
): Standings<T> | undefined {
  return past.before ? standings(fn, past.before, settings) : undefined;
}

export const columnNamed = (columns: readonly ColumnSpec[], key: string) => columns.find((c) => c.key === key) as ColumnSpec;

/** The arguments every seating function takes, with the roster's columns and a settings example of its game. */
export const seatingParams = (rosterColumns: string, settingsExample: string) =>
  [
    { name: 'results', type: 'string', description: 'The results so far, header row included.' },
    { name: 'round', type: 'number', description: 'The round to seat (blank: the next).' },
    { name: 'roster', type: 'string', description: `Optional: the roster, header row included: ${rosterColumns}.`, optional: true },
    {
      name: 'seed',
      type: 'number',
      description: 'Optional: any whole number (default: the round); the same seed, the same seating.',
      optional: true,
    },
    { name: 'settings', type: 'string', description: `Optional: settings such as "${settingsExample}".`, optional: true },
  ] as const;
