import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, eliminated, survivors, top, toppers } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const TRIBUTE_LINE = message({
  example: {},
  en: () => 'centres + 66 ÷ survivors; each other survivor pays the leaders min(66 ÷ survivors, top − 6)',
  it: () => 'centri + 66 ÷ superstiti; ogni altro superstite paga a chi è in testa min(66 ÷ superstiti, primo − 6)',
  ro: () => 'centre + 66 ÷ supraviețuitori; fiecare alt supraviețuitor plătește liderilor min(66 ÷ supraviețuitori, primul − 6)',
});

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const OPEN_TRIBUTE_LINE = message({
  example: {},
  en: () => '34 + 3 a centre − the gap to the top; the leaders share the gaps of everyone (an eliminated player pays the top), floored',
  it: () =>
    '34 + 3 per centro − il distacco dal primo; chi è in testa divide i distacchi di tutti (un eliminato paga il primo), arrotondato per difetto',
  ro: () =>
    '34 + 3 pe centru − distanța față de primul; liderii împart distanțele tuturor (un eliminat plătește primului), rotunjit în jos',
});

/** Tribute (docs/diplomacy.md#other-scoring-systems): survivors share 66 on top of their centres, and each pays the leaders a tribute. */
export const TRIBUTE: ScoringSystem = {
  id: 'tribute',
  name: 'Tribute',
  description: systemLine(TRIBUTE_LINE, {}),
  needs: [],
  solo: '100',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 100 : 0));
    const n = survivors(b).length;
    const m = top(b);
    const leaders = toppers(b);
    const share = Fraction.of(66, n);
    const tribute = m > 6 ? (share.compare(Fraction.of(m - 6)) < 0 ? share : Fraction.of(m - 6)) : Fraction.ZERO;
    return ALL.map((i) => {
      const c = centres(b, i);
      if (c === 0) return Fraction.ZERO;
      const base = Fraction.of(c).add(share);
      return leaders.includes(i) ? base.add(tribute.mul(Fraction.of(n - leaders.length, leaders.length))) : base.sub(tribute);
    });
  },
};

/** OpenTribute (docs/diplomacy.md#other-scoring-systems): 34 + 3 a centre, less the gap to the top; the leaders take the gaps (floored). */
export const OPEN_TRIBUTE: ScoringSystem = {
  id: 'open-tribute',
  name: 'OpenTribute',
  description: systemLine(OPEN_TRIBUTE_LINE, {}),
  needs: [],
  solo: '340',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 340 : 0));
    const m = top(b);
    const leaders = toppers(b);
    const pool = survivors(b).reduce((s, i) => s + m - centres(b, i), 0) + m * eliminated(b).length;
    const bonus = Math.floor(pool / leaders.length ** 2);
    return ALL.map((i) => {
      const c = centres(b, i);
      if (c === 0) return Fraction.ZERO;
      return Fraction.of(34 + 3 * c - (m - c) + (leaders.includes(i) ? bonus : 0));
    });
  },
};
