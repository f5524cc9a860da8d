import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, top, toppers, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { BoardState, ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const BANGKOK_PIKE_LINE = message({
  example: {},
  en: () =>
    'centres + 3 if alive (0.1 × (1 + years) if not); a lone leader +6 (+4 if nobody is one behind, +2 more if nobody two behind), shared leaders +4 each, one behind +4, two behind +2',
  it: () =>
    'centri + 3 se ancora in gioco (altrimenti 0,1 × (1 + anni)); chi è in testa da solo +6 (+4 se nessuno è a un centro di distanza, +2 ancora se nessuno è a due), i primi a pari merito +4 ciascuno, chi è a un centro di distanza +4, a due +2',
  ro: () =>
    'centre + 3 dacă e în joc (altfel 0,1 × (1 + ani)); un lider unic +6 (+4 dacă nimeni nu e la un centru în urma lui, încă +2 dacă nimeni nu e la două), lideri la egalitate +4 fiecare, cei la un centru în urma liderilor +4, la două +2',
});

const tenth = Fraction.of(1, 10);

/**
 * The bonus of a survivor with c centres: a lone leader 6, 4 more if nobody is one behind, 2 more if nobody is two
 * behind; shared leaders 4 each; one behind 4, two behind 2.
 */
function bonuses(b: BoardState): (c: number) => number {
  const m = top(b);
  const lone = toppers(b).length === 1;
  const behind = (d: number) => ALL.some((j) => centres(b, j) === m - d);
  const leader = () => {
    if (!lone) return 4;
    if (behind(1)) return 6;
    return behind(2) ? 10 : 12;
  };
  return (c) => (c === m ? leader() : c === m - 1 ? 4 : c === m - 2 ? 2 : 0);
}

/** Bangkok Pike (docs/diplomacy.md#other-scoring-systems): centres + 3 alive, bonuses for the top and for one or two behind it. */
export const BANGKOK_PIKE: ScoringSystem = {
  id: 'bangkok-pike',
  name: 'Bangkok Pike',
  description: systemLine(BANGKOK_PIKE_LINE, {}),
  needs: ['Eliminated', 'Final year'],
  solo: '60',
  score(b) {
    const years = (i: number) => Fraction.of(1 + yearsOf(b, i, false)).mul(tenth);
    if (b.soloer !== undefined) return ALL.map((i) => (i === b.soloer ? Fraction.of(60) : years(i)));
    const bonus = bonuses(b);
    return ALL.map((i) => {
      const c = centres(b, i);
      return c > 0 ? Fraction.of(c + 3 + bonus(c)) : years(i);
    });
  },
};
