import { CARCASSONNE } from './carcassonne/descriptor';
import { CATAN } from './catan/descriptor';
import { CIRCUIT } from './circuit/descriptor';
import { DIPLOMACY } from './diplomacy/descriptor';
import type { FunctionSet, GameDescriptor } from './shared/game';

/** Every game Podium knows. A new game is its engine folder (a descriptor and its functions.ts) and one line here. */
export const GAMES: readonly GameDescriptor[] = [CATAN, DIPLOMACY, CARCASSONNE];

/** The game with this id; own entries only, so `constructor` names no game. */
export function gameById(id: unknown): GameDescriptor | undefined {
  return GAMES.find((g) => g.id === id);
}

/**
 * Every folder that declares custom functions: the games, then the circuit's functions across games. The build writes a
 * stub for each function of each, and the words' tests read each one's catalogue, labels and settings.
 */
export const FUNCTION_SETS: readonly FunctionSet[] = [...GAMES, CIRCUIT];
