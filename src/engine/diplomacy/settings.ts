import { Arg } from '../shared/cells';
import { readSettings, Settings } from '../shared/settings';
import { SCORING_SYSTEMS } from './scoringSystems';

export const DIPLOMACY_SETTINGS = {
  /** exclusive: eliminated in Y survived Y − 1901 years (the seed); inclusive counts year Y too. */
  survival: ['exclusive', 'inclusive'],
  system: Object.keys(SCORING_SYSTEMS) as [keyof typeof SCORING_SYSTEMS],
} as const;

export type DiplomacySettings = Settings<typeof DIPLOMACY_SETTINGS>;

export function readDiplomacySettings(fn: string, text: Arg | undefined): DiplomacySettings {
  return readSettings(fn, text, DIPLOMACY_SETTINGS);
}
