import type { ReportForm } from '../shared/report';

/** A Catan table's report (SPEC §15.2): each seat's VP, and who declared victory when two or more reach 10. */
export const CATAN_REPORT: ReportForm = {
  each: [
    { key: 'vp', value: 'whole' },
    { key: 'declared', value: 'flag', optional: true },
  ],
  table: [],
};
