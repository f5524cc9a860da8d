import { defineFunctionSet } from '../shared/game';
import { CIRCUIT_FUNCTIONS } from './functions';
import { CIRCUIT_LABELS } from './labels';
import { CIRCUIT_MESSAGES } from './messages';
import { CIRCUIT_SETTINGS } from './settings';

/**
 * A season across events (docs/circuits.md): the circuit's functions, which rank any game's events. Not a game (it has
 * no results sheet, seating or standings sheet of its own), but a folder of functions as a game is: its own entry in the
 * build, its own catalogue, words and settings.
 */
export const CIRCUIT = defineFunctionSet({
  id: 'circuit',
  title: 'Circuit',
  prefix: 'CIRCUIT_',
  functions: CIRCUIT_FUNCTIONS,
  messages: CIRCUIT_MESSAGES,
  labels: CIRCUIT_LABELS,
  settings: CIRCUIT_SETTINGS,
});
