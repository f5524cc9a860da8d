import { langSetting } from '../i18n/lang';
import type { Arg } from '../shared/cells';
import { SEATING_MODES } from '../shared/seating/modes';
import { readSettings, type Settings } from '../shared/settings';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { CARCASSONNE_PRESETS } from './presets';
import { BUCHHOLZ_VARIANTS } from './standing';
import { DUEL_STEPS, PLACEMENT_STEPS } from './tiebreaks';

const FEATURES = [
  'CARC_ROAD',
  'CARC_CITY',
  'CARC_MONASTERY',
  'CARC_FIELD',
  'CARC_GARDEN',
  'CARC_BABAYAGA',
  'CARC_GERMANCASTLE',
  'CARC_GERMANCATHEDRAL',
  'CARC_EXPLAIN',
  'CARC_SCORESHEET',
] as const;
const STANDINGS = ['CARC_STANDINGS', 'CARC_PAIRINGS', 'CARC_STAKES'] as const;

/** Every Carcassonne setting: the feature scoring's and the standings'. The first value of each is the default. */
export const CARCASSONNE_SETTINGS = {
  /** basic: every little building +1; variant: shed +1, house +2, tower +3. */
  little: { label: 'Little buildings', values: ['basic', 'variant'], usedBy: [...FEATURES, 'CARC_WHEEL'] },
  /** 2020: a monastic building or garden is 9; 2015: 1 per tile of its 3×3 area (halflings can make more). */
  edition: { label: 'Edition of the rules', values: ['2020', '2015'], usedBy: FEATURES },
  /** 2: the retired rule that a 2-tile city without pennants scores 1 per tile. */
  smallcity: { label: 'A 2-tile city scores', values: ['4', '2'], usedBy: FEATURES },
  /** A championship's format: the settings it stands for, which settings beside it override (docs/formats.md). */
  preset: { label: 'Format', values: Object.keys(CARCASSONNE_PRESETS), presets: CARCASSONNE_PRESETS, usedBy: STANDINGS },
  /** starter-loses: an equal score is won by the player who did not start, read from Starts (docs/formats.md). */
  draw: {
    label: 'An equal score in a duel counts',
    values: ['half', 'zero', 'starter-loses'],
    describe: {
      half: { name: 'Half a win each' },
      zero: { name: 'No win for either' },
      'starter-loses': { name: 'A win for the player who did not start' },
    },
    mode: 'duel',
    usedBy: ['CARC_ROUNDPOINTS', ...STANDINGS],
  },
  bye: {
    label: 'A bye counts as',
    values: ['win', 'draw', 'loss'],
    describe: { win: { name: 'A win' }, draw: { name: 'An equal score' }, loss: { name: 'A loss' } },
    mode: 'duel',
    usedBy: STANDINGS,
  },
  buchholz: {
    label: 'Buchholz',
    values: BUCHHOLZ_VARIANTS,
    describe: {
      cut1: { name: 'Cut 1: the weakest opponent left out' },
      full: { name: 'Full: every opponent' },
      median: { name: 'Median: the strongest and the weakest left out' },
    },
    mode: 'duel',
    usedBy: STANDINGS,
  },
  tiebreak: {
    label: 'Tie-breaks after wins (or round points), in order',
    values: [...new Set([...DUEL_STEPS, ...PLACEMENT_STEPS])],
    chain: { default: 'buchholz>difference>points' },
    usedBy: STANDINGS,
  },
  three: {
    label: 'Round points at three-player tables',
    values: ['5-3-1', '5-3-2'],
    mode: 'placement',
    usedBy: ['CARC_ROUNDPOINTS', ...STANDINGS],
  },
  share3: {
    label: 'Share at three-player tables',
    values: ['virtual', 'plain'],
    describe: { virtual: { name: 'With a virtual 4th player at the mean' }, plain: { name: "The three players' points" } },
    mode: 'placement',
    usedBy: STANDINGS,
  },
  /** The players the knockout takes: quarter-finals of the top 8, or semi-finals of the top 4 (docs/formats.md#the-final-stage). */
  finals: {
    label: 'Final stage',
    values: ['top8', 'top4'],
    describe: { top8: { name: 'Quarter-finals of the top 8' }, top4: { name: 'Semi-finals of the top 4' } },
    usedBy: STANDINGS,
  },
  /** An equal score in a knockout game: the better preliminary rank goes through (2019), or the starting player loses. */
  kotie: {
    label: 'An equal score in a knockout game',
    values: ['rank', 'starter-loses'],
    describe: { rank: { name: 'The better preliminary rank goes through' }, 'starter-loses': { name: 'The starting player loses' } },
    usedBy: STANDINGS,
  },
  /** auto: the mode of the results so far (duel before round 1) (docs/seating.md). */
  format: {
    label: 'Next round as',
    values: ['auto', 'duel', 'tables'],
    describe: { auto: { name: 'As the results so far' }, duel: { name: 'Duels (Swiss pairing)' }, tables: { name: 'Tables of 3–4' } },
    usedBy: ['CARC_PAIRINGS'],
  },
  mode: {
    label: 'Tables of 3–4 seated by',
    values: ['schedule', 'standings'],
    describe: SEATING_MODES,
    mode: 'placement',
    usedBy: ['CARC_PAIRINGS'],
  },
  /** The language of the standings (docs/languages.md). */
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['CARC_STAKES']),
  lang: langSetting(['CARC_STANDINGS', 'CARC_PAIRINGS', 'CARC_STAKES']),
} as const;

export type CarcassonneSettings = Settings<typeof CARCASSONNE_SETTINGS>;

export function readCarcassonneSettings(fn: string, text: Arg | undefined): CarcassonneSettings {
  return readSettings(fn, text, CARCASSONNE_SETTINGS);
}
