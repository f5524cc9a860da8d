import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const BASE3LINE = message({
  example: {},
  en: () => 'survivors centres + 3; each leader + 9 ÷ 3^(leaders − 1); the eliminated 0',
  it: () => 'superstiti centri + 3; ognuno dei primi + 9 ÷ 3^(numero dei primi − 1); gli eliminati 0',
  ro: () => 'supraviețuitorii centre + 3; fiecare lider + 9 ÷ 3^(lideri − 1); eliminații 0',
});

/** Base 3 (docs/diplomacy.md#other-scoring-systems): centres + 3 alive; the leaders share 9 as 9 ÷ 3^(leaders − 1) each. */
export const BASE3: ScoringSystem = {
  id: 'base3',
  name: 'Base 3',
  description: systemLine(BASE3LINE, {}),
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
