import { Arg } from '../shared/cells';
import { readSettings, Settings } from '../shared/settings';

/** The first value of each is the seed's rule; the others are what some championships use. */
export const CATAN_SETTINGS = {
  three: ['5-3-2', '5-3-1'],
  share: ['mean', 'sum', 'pooled'],
} as const;

export type CatanSettings = Settings<typeof CATAN_SETTINGS>;

export function readCatanSettings(fn: string, text: Arg | undefined): CatanSettings {
  return readSettings(fn, text, CATAN_SETTINGS);
}
