import type { Arg } from '../shared/cells';
import { readSettings, type Settings } from '../shared/settings';
import { SCORING_SYSTEMS } from './scoringSystems';

const USED_BY = ['DIP_GAMESCORE', 'DIP_STANDINGS', 'DIP_BESTCOUNTRY'];

export const DIPLOMACY_SETTINGS = {
  /** exclusive: eliminated in Y survived Y − 1901 years (the seed); inclusive counts year Y too. */
  survival: { label: 'Years of survival for an elimination', values: ['exclusive', 'inclusive'], usedBy: USED_BY },
  system: {
    label: 'Scoring system',
    values: Object.keys(SCORING_SYSTEMS) as [keyof typeof SCORING_SYSTEMS],
    usedBy: USED_BY,
    describe: Object.fromEntries(Object.entries(SCORING_SYSTEMS).map(([id, s]) => [id, s.name])),
  },
} as const;

export type DiplomacySettings = Settings<typeof DIPLOMACY_SETTINGS>;

export function readDiplomacySettings(fn: string, text: Arg | undefined): DiplomacySettings {
  return readSettings(fn, text, DIPLOMACY_SETTINGS);
}
