import type { Arg } from '../../shared/cells';
import type { StakesTable } from '../../shared/stakes/answer';
import { say } from '../../shared/stakes/messages';
import { stakesOf } from '../../shared/stakes/question';
import { readDiplomacySettings } from '../settings';
import { diplomacyLayout, diplomacyStandings } from '../standings';
import { boardBounds } from './bounds';

/** The top board takes the top 7 (docs/formats.md#the-final-stage). */
const TOP_BOARD = 7;

/**
 * DIP_STAKES(results, [settings]): before the last round is scored, who can still win and who is sure of the top
 * board (docs/stakes.md). Boards are bounded, not searched: Best is never worse and Worst never better than the truth.
 */
export function diplomacyStakes(fn: string, results: Arg, settingsText?: Arg): StakesTable {
  const settings = readDiplomacySettings(fn, settingsText);
  const standings = diplomacyStandings(fn, results, settingsText);
  const ranked = (standings.final?.preliminary ?? standings.ranked).map((r) => r.item);
  return stakesOf({
    fn,
    results,
    layout: diplomacyLayout(fn, results, settings),
    settings,
    standings,
    figure: (s) => s.points,
    bounded: (t) => boardBounds(t, ranked, settings),
    cut: () => TOP_BOARD,
    // 0 a solo, r the r-th place on the board by centres or better
    resultWord: (result) => (result === 0 ? say('stakesSolo') : say('stakesPlace', { place: result })),
  });
}
