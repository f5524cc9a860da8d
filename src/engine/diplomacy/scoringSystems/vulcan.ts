import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, toppers } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const VULCAN_LINE = message({
  example: {},
  en: () =>
    'survivors centres + 5 + the sum of their lead over every player with fewer centres + 10 shared by the leaders; a solo 130, its surviving losers 5; the eliminated 0',
  it: () =>
    'superstiti centri + 5 + la somma del vantaggio su ogni giocatore con meno centri + 10 divisi tra chi è in testa; un solo 130, i suoi sconfitti superstiti 5; gli eliminati 0',
  ro: () =>
    'supraviețuitorii centre + 5 + suma avansului față de fiecare jucător cu mai puține centre + 10 împărțite între lideri; un solo 130, învinșii lui rămași în joc 5; eliminații 0',
});

/** Vulcan (docs/diplomacy.md#other-scoring-systems): centres + 5 + the lead over every smaller player + 10 shared by the leaders. */
export const VULCAN: ScoringSystem = {
  id: 'vulcan',
  name: 'Vulcan',
  description: systemLine(VULCAN_LINE, {}),
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
