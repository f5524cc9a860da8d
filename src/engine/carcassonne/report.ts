import type { ReportForm } from '../shared/report';

/** A Carcassonne table's report (SPEC §15.2): both scores of a duel, or each score at a placement table. */
export const CARCASSONNE_REPORT: ReportForm = {
  each: [{ key: 'score', value: 'whole' }],
  table: [],
};
