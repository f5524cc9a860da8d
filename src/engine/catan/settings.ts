import type { Arg } from '../shared/cells';
import { readSettings, type Settings } from '../shared/settings';

/** The first value of each is the seed's rule; the others are what some championships use. */
export const CATAN_SETTINGS = {
  three: { label: 'Round points at three-player tables', values: ['5-3-2', '5-3-1'], usedBy: ['CATAN_ROUNDPOINTS', 'CATAN_STANDINGS'] },
  share: { label: 'VP % measured as', values: ['mean', 'sum', 'pooled'], usedBy: ['CATAN_STANDINGS'] },
  /** schedule: fewest repeated meetings; standings: tables are blocks of the standings (SPEC §8). */
  mode: { label: 'Seat the next round by', values: ['schedule', 'standings'], usedBy: ['CATAN_SEATING'] },
} as const;

export type CatanSettings = Settings<typeof CATAN_SETTINGS>;

export function readCatanSettings(fn: string, text: Arg | undefined): CatanSettings {
  return readSettings(fn, text, CATAN_SETTINGS);
}
