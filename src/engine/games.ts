import { CARCASSONNE } from './carcassonne/descriptor';
import { CATAN } from './catan/descriptor';
import { DIPLOMACY } from './diplomacy/descriptor';
import type { GameDescriptor } from './shared/game';

/** Every game Podium knows. A new game is its engine folder (a descriptor and its functions.ts) and one line here. */
export const GAMES: readonly GameDescriptor[] = [CATAN, DIPLOMACY, CARCASSONNE];

/** The game with this id; own entries only, so `constructor` names no game. */
export function gameById(id: unknown): GameDescriptor | undefined {
  return GAMES.find((g) => g.id === id);
}
