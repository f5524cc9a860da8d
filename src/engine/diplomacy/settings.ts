import { langSetting } from '../i18n/lang';
import { proper } from '../i18n/words';
import type { Arg } from '../shared/cells';
import { say } from '../shared/messages';
import { readSettings, type Settings } from '../shared/settings';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { SCORING_SYSTEMS, SYSTEM_IDS } from './scoringSystems';
import { DIPLOMACY_TIEBREAKS } from './tiebreaks';

const USED_BY = ['DIP_GAMESCORE', 'DIP_STANDINGS', 'DIP_BESTCOUNTRY', 'DIP_STAKES'] as const;

export const DIPLOMACY_SETTINGS = {
  /** kiss only: exclusive, eliminated in Y survived Y − 1901 years (the seed); inclusive counts year Y too. */
  survival: {
    label: 'Years of survival for an elimination (KISS)',
    values: ['exclusive', 'inclusive'],
    describe: { exclusive: { name: 'Not the year of elimination' }, inclusive: { name: 'The year of elimination too' } },
    usedBy: USED_BY,
  },
  system: {
    label: 'Scoring system',
    values: SYSTEM_IDS,
    usedBy: USED_BY,
    listedBy: 'DIP_SYSTEMS',
    describe: Object.fromEntries(Object.values(SCORING_SYSTEMS).map((s) => [s.id, { name: proper(s.name), line: s.description }])),
  },
  /** The tournament total: every game, or each player's N best (docs/diplomacy.md#other-scoring-systems). */
  count: {
    label: 'Games counted in the total',
    values: ['all', 'best-1', 'best-2', 'best-3', 'best-4', 'best-5'],
    describe: {
      all: { name: 'Every game' },
      'best-1': { name: 'The best game' },
      'best-2': { name: 'The best 2 games' },
      'best-3': { name: 'The best 3 games' },
      'best-4': { name: 'The best 4 games' },
      'best-5': { name: 'The best 5 games' },
    },
    accepts: { test: (v: string) => /^best-[1-9]\d*$/.test(v), shape: say('bestShape', {}) },
    usedBy: ['DIP_STANDINGS', 'DIP_STAKES'],
  },
  /** The tie-breaks after points, in order: docs/diplomacy.md#tournament-standings's, reordered or shortened, plus centres and solos (docs/formats.md). */
  tiebreak: {
    label: 'Tie-breaks after points, in order',
    values: Object.keys(DIPLOMACY_TIEBREAKS),
    chain: { default: 'wins-losses>draws>best>second>third>masterpoints' },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** The top board takes the top 7 (docs/formats.md#the-final-stage). */
  finals: {
    label: 'Final stage',
    values: ['top7'],
    describe: { top7: { name: 'A top board of the top 7' } },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** replace: the top board decides places 1–7; add: it counts as one more game and everyone is ranked again. */
  final: {
    label: 'The top board',
    values: ['replace', 'add'],
    describe: { replace: { name: 'Decides places 1–7' }, add: { name: 'Counts as one more game' } },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** history: the power each player least repeated; none leaves Power blank for a draw at the board (docs/seating.md). */
  powers: {
    label: 'Powers for the next round',
    values: ['history', 'none'],
    describe: { history: { name: 'The power each played least' }, none: { name: 'Blank: drawn at the board' } },
    usedBy: ['DIP_BOARDS'],
  },
  /** The language of the standings (docs/languages.md). */
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['DIP_STAKES']),
  lang: langSetting(['DIP_STANDINGS', 'DIP_BESTCOUNTRY', 'DIP_BOARDS', 'DIP_STAKES']),
} as const;

export type DiplomacySettings = Settings<typeof DIPLOMACY_SETTINGS>;

export function readDiplomacySettings(fn: string, text: Arg | undefined): DiplomacySettings {
  return readSettings(fn, text, DIPLOMACY_SETTINGS);
}
