import type { ValueWords } from '../settings';

/** The words for `mode=`, shared by Catan and Carcassonne's tables (docs/seating.md). */
export const SEATING_MODES: Readonly<Record<string, ValueWords>> = {
  schedule: { name: 'Fewest repeated meetings' },
  standings: { name: 'Blocks of the standings' },
};
