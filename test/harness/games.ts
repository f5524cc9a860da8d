import { GAMES } from '../../src/engine/games';

// The tests that list every game (a usage line, "Pick a game: …") read the list, so that a game added by
// `npm run new-game` passes them too (test/newGame.test.ts runs the suite with one).
export const GAME_IDS = GAMES.map((g) => g.id);
export const GAME_TITLES = GAMES.map((g) => g.title);
/** The games beyond the three of SPEC.md, in the list's order. */
export const ADDED_GAMES = GAMES.filter((g) => !['catan', 'diplomacy', 'carcassonne'].includes(g.id));
