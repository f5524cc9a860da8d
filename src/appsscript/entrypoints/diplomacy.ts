import { diplomacyBoards } from '../../engine/diplomacy/boards';
import { dipGameScore, dipResult, dipSystems } from '../../engine/diplomacy/cellFunctions';
import { BEST_COUNTRY_HEADER, bestCountryRow, diplomacyStandings } from '../../engine/diplomacy/standings';
import type { Arg } from '../../engine/shared/cells';
import { spillStandings } from '../../engine/shared/game';
import { spillSeating } from '../../engine/shared/seating/seating';
import { spill } from '../../engine/shared/spill';

/**
 * Diplomacy result per player: Win (18+ centres, or conceded to), Loss (to a win), Draw (survived) or Elimination.
 * @param {number} centres Supply centres at the end of the game.
 * @param {string} board Optional board ids: rows with the same id are one board of 7.
 * @param {boolean} conceded Optional: TRUE on the one player the board conceded to.
 * @param {boolean} draw Optional: TRUE on the players in the passed draw vote (one alone is a concession).
 * @return Win, Draw, Loss or Elimination per row.
 * @customfunction
 */
export function DIP_RESULT(centres: Arg, board?: Arg, conceded?: Arg, draw?: Arg) {
  return dipResult(centres, board, conceded, draw);
}

/**
 * Diplomacy points per player by the scoring system of the settings ("system=carnage"; default kiss, the seed's).
 * @param {number} centres Supply centres at the end of the game.
 * @param {number} eliminated Optional: the year the player was eliminated (blank for survivors).
 * @param {number} finalyear Optional: the board's final year (needed when a survivor lost to a win).
 * @param {string} board Optional board ids: rows with the same id are one board of 7.
 * @param {string} settings Optional, e.g. "system=sum-of-squares" or "survival=inclusive"; DIP_SYSTEMS() lists the systems.
 * @param {boolean} draw Optional: TRUE on the players in the passed draw vote.
 * @param {boolean} conceded Optional: TRUE on the one player the board conceded to.
 * @param {number} history Optional, for maxonian and 7eleven: one row per player, one column per year from 1901, the centres at each year's end.
 * @return Points per row.
 * @customfunction
 */
export function DIP_GAMESCORE(
  centres: Arg,
  eliminated?: Arg,
  finalyear?: Arg,
  board?: Arg,
  settings?: Arg,
  draw?: Arg,
  conceded?: Arg,
  history?: Arg,
) {
  return dipGameScore(centres, eliminated, finalyear, board, settings, draw, conceded, history);
}

/**
 * Diplomacy tournament standings from a results range with headers Round, Board, Player, Power, Centres, Eliminated, Final year, Masterpoints rank (and Draw, Conceded, 1901, 1902, … where the system reads them).
 * @param {A1:H} results The results range, header row included.
 * @param {string} settings Optional, e.g. "survival=inclusive".
 * @return Rank, Player, Points, Wins, Draws, Losses, Eliminations, Best game.
 * @customfunction
 */
export function DIP_STANDINGS(results: Arg, settings?: Arg) {
  return spillStandings(diplomacyStandings('DIP_STANDINGS', results, settings));
}

/**
 * Best country: for each power, the best game played with it (several rows when equal).
 * @param {A1:H} results The results range, header row included.
 * @param {string} settings Optional, e.g. "survival=inclusive".
 * @return Power, Player, Round, Board, Result, Centres, Points.
 * @customfunction
 */
export function DIP_BESTCOUNTRY(results: Arg, settings?: Arg) {
  const standings = diplomacyStandings('DIP_BESTCOUNTRY', results, settings);
  return spill(BEST_COUNTRY_HEADER, standings.bestCountry.map(bestCountryRow), []);
}

/**
 * The Diplomacy scoring systems Podium knows, for the setting "system=…": id, name, what each needs, its solo, how it scores.
 * @return System, Name, Needs, Solo, Scoring.
 * @customfunction
 */
export function DIP_SYSTEMS() {
  return dipSystems();
}

/**
 * The next round's Diplomacy boards of 7 and their powers: fewest repeated meetings and powers.
 * @param {string} results The results so far, header row included.
 * @param {number} round The round to seat (blank: the next).
 * @param {string} roster Optional: the roster, header row included: Player, Active, Avoid, Fixed table, Games.
 * @param {number} seed Optional: any whole number (default: the round); the same seed, the same seating.
 * @param {string} settings Optional: settings such as "powers=none".
 * @return Round, Board, Power, Player per seat, then a Warning: row per compromise.
 * @customfunction
 */
export function DIP_BOARDS(results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) {
  return spillSeating(diplomacyBoards('DIP_BOARDS', results, round, roster, seed, settings));
}
