import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { FIRST_YEAR, type Result } from '../board';
import { systemLine } from './lines';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const KISS_LINE = message({
  example: {},
  en: () =>
    'win 35; draw 1 a centre + 3 + 1 for an outright leader; loss ½ a centre + ¼ a year survived (at most 2); elimination ¼ a year (at most 2)',
  it: () =>
    'vittoria 35; patta 1 per centro + 3 + 1 a chi è in testa da solo; sconfitta ½ per centro + ¼ per anno di sopravvivenza (al massimo 2); eliminazione ¼ per anno (al massimo 2)',
  ro: () =>
    'victorie 35; remiză 1 pe centru + 3 + 1 pentru liderul unic; înfrângere ½ pe centru + ¼ pe an supraviețuit (cel mult 2); eliminare ¼ pe an (cel mult 2)',
});

const quarter = Fraction.of(1, 4);
const half = Fraction.of(1, 2);

/** The seed's table (the revised "Keep It Simple" system, docs/diplomacy.md#a-board), one line per result. */
export const KISS: ScoringSystem = {
  id: 'kiss',
  name: 'KISS',
  description: systemLine(KISS_LINE, {}),
  needs: ['Eliminated', 'Final year'],
  solo: '35',
  score(board, settings) {
    const { seats, results } = board;
    // Years of survival: eliminated in Y, Y − 1901 (inclusive: Y − 1900); a survivor who lost to a win, E − 1901.
    const years = (i: number) => {
      const s = seats[i];
      if (s.eliminated !== undefined) return s.eliminated - FIRST_YEAR + (settings.survival === 'inclusive' ? 1 : 0);
      return results[i] === 'Loss' && board.finalYear !== undefined ? board.finalYear - FIRST_YEAR : 0;
    };
    const survival = (i: number) => Fraction.of(Math.min(years(i), 8)).mul(quarter);
    const outright = (i: number) => seats.every((o, j) => j === i || o.centres < seats[i].centres);
    const POINTS: Record<Result, (i: number) => Fraction> = {
      Win: () => Fraction.of(35),
      Draw: (i) => Fraction.of(seats[i].centres + 3 + (outright(i) ? 1 : 0)),
      Loss: (i) => Fraction.of(seats[i].centres).mul(half).add(survival(i)),
      Elimination: (i) => survival(i),
    };
    return seats.map((_, i) => POINTS[results[i]](i));
  },
};
