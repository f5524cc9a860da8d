import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Mischief (docs/diplomacy.md#other-scoring-systems): centres; a lone leader +5, two shared leaders +1 each. */
export const MISCHIEF: ScoringSystem = {
  id: 'mischief',
  name: 'Mischief',
  description: sayLine('mischiefLine', {}),
  needs: [],
  solo: '34',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 34 : 0));
    const leaders = toppers(b);
    const bonus = leaders.length === 1 ? 5 : leaders.length === 2 ? 1 : 0;
    return ALL.map((i) => Fraction.of(centres(b, i) + (leaders.includes(i) ? bonus : 0)));
  },
};
