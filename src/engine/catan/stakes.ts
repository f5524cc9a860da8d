import type { Arg } from '../shared/cells';
import { breaches } from '../shared/rules';
import type { StakesTable } from '../shared/stakes/answer';
import type { Outcome } from '../shared/stakes/field';
import { say } from '../shared/stakes/messages';
import { finishingPatterns } from '../shared/stakes/outcomes';
import { stakesOf } from '../shared/stakes/question';
import type { Sitting, Tournament } from '../shared/tournament';
import { catanCut } from './finals';
import { placeTable } from './placeTable';
import { tableSizeRule } from './recordRules';
import { readCatanSettings } from './settings';
import type { CatanKey } from './standing';
import { CATAN_LAYOUT, catanStandings, GAME_FIGURE, STANDING_FIGURE } from './standings';

/**
 * The VP an outcome's pattern gives its levels: 9 for the best group, then 8, 7, 6. Below every target (10 or more),
 * so no declared victory is needed: a declarer only decides who is 1st, which adds no pattern (docs/stakes.md#what-is-exact).
 */
const PATTERN_VP = 9;

/** Every outcome of one unscored Catan table: each pattern of places with ties, placed and scored as the standings do. */
function tableOutcomes(sitting: Sitting<CatanKey>, t: Tournament<CatanKey>, settings: ReturnType<typeof readCatanSettings>): Outcome[] {
  const size = sitting.entries.length;
  const wrong = breaches([tableSizeRule], size);
  if (wrong.length) {
    for (const m of wrong) t.problems.at(sitting.entries[0].row, 'table', m, sitting.label);
    return [];
  }
  const declared = sitting.entries.map(() => false);
  return finishingPatterns(size).map((levels) => {
    const placings = placeTable(
      levels.map((l) => PATTERN_VP - l),
      declared,
      settings,
    ).placings.map((p) => p as NonNullable<typeof p>);
    return { gains: placings.map(GAME_FIGURE[settings.score]), results: placings.map((p) => p.place - 1) };
  });
}

/** CATAN_STAKES(results, [settings]): before the last round is scored, who can still win and who is sure of the cut (docs/stakes.md). */
export function catanStakes(fn: string, results: Arg, settingsText?: Arg): StakesTable {
  const settings = readCatanSettings(fn, settingsText);
  return stakesOf({
    fn,
    results,
    layout: CATAN_LAYOUT,
    settings,
    standings: catanStandings(fn, results, settingsText),
    figure: STANDING_FIGURE[settings.score],
    outcomes: (sitting, t) => tableOutcomes(sitting, t, settings),
    cut: (players) => catanCut(settings, players),
    resultWord: (result) => say('stakesPlace', { place: result + 1 }),
  });
}
