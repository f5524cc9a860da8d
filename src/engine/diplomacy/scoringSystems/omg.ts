import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, centres, leaderMargin, toppers } from './board';
import { systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const OMG_LINE = message({
  example: {},
  en: () =>
    '1.5 a centre + 9 if alive + 4.5/3/1.5 for the top three (ties share); a lone leader takes from each other player min(the margin, half its score)',
  it: () =>
    '1,5 per centro + 9 se ancora in gioco + 4,5/3/1,5 ai primi tre (a pari merito si divide); chi è in testa da solo prende da ogni altro giocatore min(il vantaggio, metà del suo punteggio)',
  ro: () =>
    '1,5 pe centru + 9 dacă e în joc + 4,5/3/1,5 primilor trei (cei la egalitate împart); un lider unic ia de la fiecare alt jucător min(avansul, jumătate din punctajul lui)',
});

/** OMG, Open Mind the Gap (docs/diplomacy.md#other-scoring-systems): 1.5 a centre + 9 alive + 4.5/3/1.5; a lone leader collects the gap. */
export const OMG: ScoringSystem = {
  id: 'omg',
  name: 'OMG (Open Mind the Gap)',
  description: systemLine(OMG_LINE, {}),
  needs: [],
  solo: '100',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 100 : 0));
    const places = splitPositions(byCentres(b), [4.5, 3, 1.5]);
    const own = ALL.map((i) =>
      Fraction.of(3 * centres(b, i), 2)
        .add(Fraction.of(centres(b, i) > 0 ? 9 : 0))
        .add(places.get(i) as Fraction),
    );
    const leaders = toppers(b);
    const margin = Fraction.of(leaderMargin(b));
    if (leaders.length !== 1 || margin.equals(Fraction.ZERO)) return own;
    const half = Fraction.of(1, 2);
    const paid = own.map((s, i) => (i === leaders[0] ? Fraction.ZERO : margin.compare(s.mul(half)) < 0 ? margin : s.mul(half)));
    const pot = Fraction.sum(paid);
    return own.map((s, i) => (i === leaders[0] ? s.add(pot) : s.sub(paid[i])));
  },
};
