import type { ValueWords } from '../settings';

/** The words for `mode=`, shared by Catan and Carcassonne's tables (docs/seating.md). */
export const SEATING_MODES: Readonly<Record<string, ValueWords>> = {
  schedule: { name: { en: 'Fewest repeated meetings', it: 'Meno incontri ripetuti', ro: 'Cât mai puține reîntâlniri' } },
  standings: { name: { en: 'Blocks of the standings', it: 'Fasce di classifica', ro: 'Grupe din clasament' } },
};
