import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Vulcan (docs/diplomacy.md#other-scoring-systems): centres + 5 + the lead over every smaller player + 10 shared by the leaders. */
export const VULCAN: ScoringSystem = {
  id: 'vulcan',
  name: 'Vulcan',
  description: sayLine('vulcanLine', {}),
  needs: [],
  solo: '130',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 130 : centres(b, i) > 0 ? 5 : 0));
    const leaders = toppers(b);
    return ALL.map((i) => {
      const c = centres(b, i);
      if (c === 0) return Fraction.ZERO;
      const lead = ALL.reduce((s, j) => s + Math.max(0, c - centres(b, j)), 0);
      return Fraction.of(c + 5 + lead).add(leaders.includes(i) ? Fraction.of(10, leaders.length) : Fraction.ZERO);
    });
  },
};
