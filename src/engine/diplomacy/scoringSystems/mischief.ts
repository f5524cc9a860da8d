import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const MISCHIEF_LINE = message({
  example: {},
  en: () => 'centres; a lone leader +5, each of two leaders +1',
  it: () => 'centri; chi è in testa da solo +5, ognuno dei due primi a pari merito +1',
  ro: () => 'centre; un lider unic +5, fiecare dintre cei doi lideri la egalitate +1',
});

/** Mischief (docs/diplomacy.md#other-scoring-systems): centres; a lone leader +5, two shared leaders +1 each. */
export const MISCHIEF: ScoringSystem = {
  id: 'mischief',
  name: 'Mischief',
  description: systemLine(MISCHIEF_LINE, {}),
  needs: [],
  solo: '34',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 34 : 0));
    const leaders = toppers(b);
    const bonus = leaders.length === 1 ? 5 : leaders.length === 2 ? 1 : 0;
    return ALL.map((i) => Fraction.of(centres(b, i) + (leaders.includes(i) ? bonus : 0)));
  },
};
