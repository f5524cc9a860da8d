import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, survivors, toppers, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const WHIPPING_LINE = message({
  example: {},
  en: () =>
    'survivors 10 a centre + 60 ÷ survivors, a lone leader + 2 a centre; a solo 468; the eliminated and a solo’s losers 1 a year, the last one counted',
  it: () =>
    "superstiti 10 per centro + 60 ÷ superstiti, chi è in testa da solo + 2 per centro; un solo 468; gli eliminati e gli sconfitti in caso di solo: 1 per anno, contando l'ultimo",
  ro: () =>
    'supraviețuitorii 10 pe centru + 60 ÷ supraviețuitori, un lider unic + 2 pe centru; un solo 468; eliminații și învinșii unui solo 1 pe an, inclusiv ultimul',
});

/** Whipping (docs/diplomacy.md#other-scoring-systems): 10 a centre + 60 shared by the survivors; a lone leader + 2 a centre; years counted with the last. */
export const WHIPPING: ScoringSystem = {
  id: 'whipping',
  name: 'Whipping',
  description: systemLine(WHIPPING_LINE, {}),
  needs: ['Eliminated', 'Final year'],
  solo: '468',
  score(b) {
    const alive = survivors(b).length;
    const leaders = toppers(b);
    return ALL.map((i) => {
      const c = centres(b, i);
      if (i === b.soloer) return Fraction.of(468);
      if (c === 0 || b.soloer !== undefined) return Fraction.of(yearsOf(b, i, true));
      return Fraction.of(10 * c + (leaders.length === 1 && leaders[0] === i ? 2 * c : 0)).add(Fraction.of(60, alive));
    });
  },
};
