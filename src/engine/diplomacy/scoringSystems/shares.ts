import type { Said } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, survivors } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { BoardState, ScoringSystem } from './scoringSystem';

/** Systems that share 100 points: a solo takes them all. */
function hundred(id: string, name: string, description: Said, share: (b: BoardState) => Fraction[]): ScoringSystem {
  return {
    id,
    name,
    description,
    needs: [],
    solo: '100',
    score: (b) => (b.soloer !== undefined ? ALL.map((i) => Fraction.of(i === b.soloer ? 100 : 0)) : share(b)),
  };
}

/** Sum of Squares (docs/diplomacy.md#other-scoring-systems): 100 · c² / Σ c². */
export const SUM_OF_SQUARES = hundred('sum-of-squares', 'Sum of Squares', sayLine('sumOfSquaresLine', {}), (b) => {
  const sum = ALL.reduce((s, i) => s + centres(b, i) ** 2, 0);
  return ALL.map((i) => Fraction.of(100 * centres(b, i) ** 2, sum));
});

/** Draw size (docs/diplomacy.md#other-scoring-systems): the draw's members share 100; without a vote, every survivor is in the draw. */
export const DRAW_SIZE = hundred('draw-size', 'Draw size', sayLine('drawSizeLine', {}), (b) => {
  const voted = ALL.filter((i) => b.seats[i].draw);
  const members = voted.length ? voted : survivors(b);
  return ALL.map((i) => (members.includes(i) ? Fraction.of(100, members.length) : Fraction.ZERO));
});

/** Solo or bust: only a solo scores. */
export const SOLO_OR_BUST = hundred('solo-or-bust', 'Solo or bust', sayLine('soloOrBustLine', {}), () => ALL.map(() => Fraction.ZERO));
