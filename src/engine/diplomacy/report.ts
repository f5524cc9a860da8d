import type { ReportForm } from '../shared/report';
import { readsChart, SCORING_SYSTEMS } from './scoringSystems';
import { readDiplomacySettings } from './settings';

/**
 * A Diplomacy board's report (SPEC §15.2): each power's centres and, at 0, its year of elimination; the board's final
 * year; a draw vote and a concession. A concession is a solo under every system (docs/diplomacy.md), so Conceded is
 * always asked where the results have it; Draw only under a system that reads draw votes. A system that scores the
 * year-by-year chart is reported at the desk.
 */
export const DIPLOMACY_REPORT: ReportForm = {
  each: [
    { key: 'centres', value: 'whole' },
    { key: 'eliminated', value: 'year', optional: true },
    { key: 'draw', value: 'flag', optional: true },
    { key: 'conceded', value: 'flag', optional: true },
  ],
  table: [{ key: 'finalyear', value: 'year', optional: true }],
  under(settings) {
    let system: string;
    try {
      system = readDiplomacySettings('DIP_STANDINGS', settings).system;
    } catch {
      // settings the standings refuse: the report is refused by the same check, with its message
      return { desk: false, leaveOut: ['draw'] };
    }
    return { desk: readsChart(system), leaveOut: SCORING_SYSTEMS[system].readsDraw ? [] : ['draw'] };
  },
};
