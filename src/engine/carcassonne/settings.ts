import { Arg } from '../shared/cells';
import { readSettings, Settings } from '../shared/settings';

export const CARCASSONNE_SETTINGS = {
  /** basic: every little building +1; variant: shed +1, house +2, tower +3. */
  little: ['basic', 'variant'],
  /** 2020: a monastic building or garden is 9; 2015: 1 per tile of its 3×3 area (halflings can make more). */
  edition: ['2020', '2015'],
  /** 2: the retired rule that a 2-tile city without pennants scores 1 per tile. */
  smallcity: ['4', '2'],
} as const;

export type CarcassonneSettings = Settings<typeof CARCASSONNE_SETTINGS>;

export function readCarcassonneSettings(fn: string, text: Arg | undefined): CarcassonneSettings {
  return readSettings(fn, text, CARCASSONNE_SETTINGS);
}
