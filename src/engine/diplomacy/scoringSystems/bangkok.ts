import { num } from '../../i18n/format';
import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, top, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const BANGKOK_LINE = message({
  example: { shares: [4, 1.5, 0.5] },
  en: (p) =>
    `centres + 3 if alive (0.3 a year survived if not) + 12 shared by the top (${num('en', p.shares[0])} shares), one behind (${num('en', p.shares[1])}) and two behind (${num('en', p.shares[2])})`,
  it: (p) =>
    `centri + 3 se ancora in gioco (altrimenti 0,3 per anno di sopravvivenza) + 12 divisi tra i primi (${num('it', p.shares[0])} parti), chi è a un centro di distanza (${num('it', p.shares[1])}) e chi è a due (${num('it', p.shares[2])})`,
  ro: (p) =>
    `centre + 3 dacă e în joc (altfel 0,3 pe an supraviețuit) + 12 împărțite între primii (${num('ro', p.shares[0])} părți), cei aflați la un centru în urma lor (${num('ro', p.shares[1])}) și cei la două (${num('ro', p.shares[2])})`,
});

/** Bangkok and Olympic (docs/diplomacy.md#other-scoring-systems): centres + 3 alive, and 12 points of domination shared by closeness to the top. */
function bangkok(id: string, name: string, solo: number, loserPerCentre: number, shares: [number, number, number]): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(BANGKOK_LINE, { shares }),
    needs: ['Eliminated'],
    solo: String(solo),
    score(b) {
      if (b.soloer !== undefined)
        return ALL.map((i) => (i === b.soloer ? Fraction.of(solo) : Fraction.fromNumber(loserPerCentre).mul(Fraction.of(centres(b, i)))));
      const m = top(b);
      const share = (i: number) => (m - centres(b, i) <= 2 ? Fraction.fromNumber(shares[m - centres(b, i)]) : Fraction.ZERO);
      const all = Fraction.sum(ALL.map(share));
      return ALL.map((i) => {
        const c = centres(b, i);
        const alive = c > 0 ? Fraction.of(3) : Fraction.of(3 * yearsOf(b, i, false), 10);
        return Fraction.of(c)
          .add(alive)
          .add(Fraction.of(12).mul(share(i)).div(all));
      });
    },
  };
}

export const BANGKOK = bangkok('bangkok', 'Bangkok', 41, 0.5, [3, 2, 1]);
export const OLYMPIC = bangkok('olympic', 'Olympic', 46, 0, [4, 1.5, 0.5]);
