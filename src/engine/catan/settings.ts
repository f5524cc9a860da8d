import { langSetting } from '../i18n/lang';
import type { Arg } from '../shared/cells';
import { say } from '../shared/messages';
import { SEATING_MODES } from '../shared/seating/modes';
import { readSettings, type Settings } from '../shared/settings';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { CATAN_PRESETS } from './presets';
import { CATAN_TIEBREAKS } from './tiebreaks';

const PLACING = ['CATAN_PLACE', 'CATAN_ROUNDPOINTS', 'CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES'] as const;
const STANDINGS = ['CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES'] as const;

/** Round points by place: `size` whole numbers ≥ 0, from the 1st place's down, joined by `-` (docs/formats.md). */
function pointsList(size: number) {
  return {
    test: (value: string) => {
      const points = value.split('-');
      return points.length === size && points.every((p, i) => /^\d{1,6}$/.test(p) && (i === 0 || Number(p) <= Number(points[i - 1])));
    },
    shape: say('placesShape', { size, example: size === 4 ? '100-50-20-10' : '100-40-10' }),
  };
}

/** The first value of each is the seed's rule; the others are what some championships use. */
export const CATAN_SETTINGS = {
  /** A championship's format: the settings it stands for, which settings beside it override (docs/formats.md). */
  preset: { label: 'Format', values: Object.keys(CATAN_PRESETS), presets: CATAN_PRESETS, usedBy: PLACING },
  /** points: round points by place (the seed); wins: games won, a shared 1st split (CATAN Studio). */
  score: {
    label: 'Ranked first by',
    values: ['points', 'wins'],
    describe: { points: { name: 'Round points by place' }, wins: { name: 'Games won (a shared 1st split)' } },
    usedBy: STANDINGS,
  },
  points: { label: 'Round points at four-player tables', values: ['5-3-2-1'], accepts: pointsList(4), usedBy: PLACING },
  three: { label: 'Round points at three-player tables', values: ['5-3-2', '5-3-1'], accepts: pointsList(3), usedBy: PLACING },
  tiebreak: {
    label: 'Tie-breaks after the first, in order',
    values: Object.keys(CATAN_TIEBREAKS),
    chain: { default: 'vp>share>name' },
    usedBy: STANDINGS,
  },
  share: {
    label: 'VP % measured as',
    values: ['mean', 'sum', 'pooled'],
    describe: {
      mean: { name: "The mean of each game's share" },
      sum: { name: "The sum of each game's share" },
      pooled: { name: "All the player's VP ÷ all their tables' VP" },
    },
    usedBy: STANDINGS,
  },
  /** virtual: a 3-player table's total counts a 4th player scoring the mean of the three (docs/formats.md). */
  share3: {
    label: 'VP % at three-player tables',
    values: ['plain', 'virtual'],
    describe: { plain: { name: "The three players' VP" }, virtual: { name: 'With a virtual 4th player at the mean' } },
    usedBy: STANDINGS,
  },
  /** The VP that win: 13 for Cities & Knights, 14 for Seafarers; the declared victory and the VP bound follow it. */
  target: {
    label: 'VP to win',
    values: ['10', '13', '14'],
    accepts: {
      test: (v: string) => /^\d+$/.test(v) && Number(v) >= 10 && Number(v) <= 20,
      shape: say('wholeNumberShape', { min: 10, max: 20 }),
    },
    usedBy: PLACING,
  },
  /** The players the final stage takes (docs/formats.md#the-final-stage): auto is CATAN Studio's, the top 4 below 29 players, else the top 16. */
  finals: {
    label: 'Final stage',
    values: ['auto', 'top4', 'top8', 'top12', 'top16'],
    describe: {
      auto: { name: 'Top 4 below 29 players, else top 16' },
      top4: { name: 'Top 4 at the final table' },
      top8: { name: 'Top 8: two semi-final tables' },
      top12: { name: 'Top 12: three semi-final tables' },
      top16: { name: 'Top 16: four semi-final tables' },
    },
    usedBy: STANDINGS,
  },
  /** schedule: fewest repeated meetings; standings: tables are blocks of the standings (docs/seating.md). */
  mode: { label: 'Seat the next round by', values: ['schedule', 'standings'], describe: SEATING_MODES, usedBy: ['CATAN_SEATING'] },
  /** The language of the standings (docs/languages.md). */
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['CATAN_STAKES']),
  lang: langSetting(['CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES']),
} as const;

export type CatanSettings = Settings<typeof CATAN_SETTINGS>;

export function readCatanSettings(fn: string, text: Arg | undefined): CatanSettings {
  return readSettings(fn, text, CATAN_SETTINGS);
}

/** The round points of each place at a table of 4 or 3, by the settings: read once per settings (once per call). */
export function roundPointsByPlace(settings: CatanSettings): Readonly<Record<number, readonly number[]>> {
  let byPlace = BY_PLACE.get(settings);
  if (!byPlace) {
    byPlace = { 4: settings.points.split('-').map(Number), 3: settings.three.split('-').map(Number) };
    BY_PLACE.set(settings, byPlace);
  }
  return byPlace;
}
const BY_PLACE = new WeakMap<CatanSettings, Readonly<Record<number, readonly number[]>>>();
