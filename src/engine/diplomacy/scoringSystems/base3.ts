import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Base 3 (docs/diplomacy.md#other-scoring-systems): centres + 3 alive; the leaders share 9 as 9 ÷ 3^(leaders − 1) each. */
export const BASE3: ScoringSystem = {
  id: 'base3',
  name: 'Base 3',
  description: sayLine('base3Line', {}),
  needs: [],
  solo: '46',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 46 : 0));
    const leaders = toppers(b);
    return ALL.map((i) => {
      const c = centres(b, i);
      if (c === 0) return Fraction.ZERO;
      return Fraction.of(c + 3).add(leaders.includes(i) ? Fraction.of(9, 3 ** (leaders.length - 1)) : Fraction.ZERO);
    });
  },
};
