import { catanCheck, catanLargestArmy, catanLongestRoad, catanPlace, catanRoundPoints, catanVp } from '../../engine/catan/cellFunctions';
import { catanSeating } from '../../engine/catan/seating';
import { catanStandings } from '../../engine/catan/standings';
import type { Arg } from '../../engine/shared/cells';
import { spillStandings } from '../../engine/shared/game';
import { spillSeating } from '../../engine/shared/seating/seating';

/**
 * Catan game victory points per player, Largest Army and Longest Road included; refuses impossible records.
 * @param {number} settlements Settlements (0 to 5).
 * @param {number} cities Cities (0 to 4).
 * @param {number} vpcards Victory-point development cards (0 to 5).
 * @param {number} knights Knights played.
 * @param {number} roads Roads built (2 to 15).
 * @param {number} longest Length of the player's longest road.
 * @param {string} table Optional table ids: rows with the same id are one table.
 * @param {boolean} firstarmy Optional: TRUE for the player who reached a tied Largest Army first.
 * @param {boolean} firstroad Optional: TRUE for the player who reached a tied Longest Road first.
 * @return Game VP per row.
 * @customfunction
 */
export function CATAN_VP(
  settlements: Arg,
  cities: Arg,
  vpcards: Arg,
  knights: Arg,
  roads: Arg,
  longest: Arg,
  table?: Arg,
  firstarmy?: Arg,
  firstroad?: Arg,
) {
  return catanVp(settlements, cities, vpcards, knights, roads, longest, table, firstarmy, firstroad);
}

/**
 * Catan validation column: "" for a valid row, else every breach of the row and of its table.
 * @param {number} settlements Settlements (0 to 5).
 * @param {number} cities Cities (0 to 4).
 * @param {number} vpcards Victory-point development cards (0 to 5).
 * @param {number} knights Knights played.
 * @param {number} roads Roads built (2 to 15).
 * @param {number} longest Length of the player's longest road.
 * @param {string} table Optional table ids.
 * @param {boolean} firstarmy Optional: first to reach a tied Largest Army.
 * @param {boolean} firstroad Optional: first to reach a tied Longest Road.
 * @param {boolean} declared Optional: the player who declared victory.
 * @param {number} vp Optional: the VP entered, checked against the pieces.
 * @return Per row, the breaches found, joined by "; ".
 * @customfunction
 */
export function CATAN_CHECK(
  settlements: Arg,
  cities: Arg,
  vpcards: Arg,
  knights: Arg,
  roads: Arg,
  longest: Arg,
  table?: Arg,
  firstarmy?: Arg,
  firstroad?: Arg,
  declared?: Arg,
  vp?: Arg,
) {
  return catanCheck(settlements, cities, vpcards, knights, roads, longest, table, firstarmy, firstroad, declared, vp);
}

/**
 * TRUE on the row of the player holding Largest Army (3+ knights, the most at the table).
 * @param {number} knights Knights played.
 * @param {string} table Optional table ids.
 * @param {boolean} firstarmy Optional: first to reach a tied Largest Army.
 * @return TRUE or FALSE per row.
 * @customfunction
 */
export function CATAN_LARGESTARMY(knights: Arg, table?: Arg, firstarmy?: Arg) {
  return catanLargestArmy(knights, table, firstarmy);
}

/**
 * TRUE on the row of the player holding Longest Road (a road of 5+, the longest at the table).
 * @param {number} longest Length of the player's longest road.
 * @param {string} table Optional table ids.
 * @param {boolean} firstroad Optional: first to reach a tied Longest Road.
 * @return TRUE or FALSE per row.
 * @customfunction
 */
export function CATAN_LONGESTROAD(longest: Arg, table?: Arg, firstroad?: Arg) {
  return catanLongestRoad(longest, table, firstroad);
}

/**
 * Finishing position at the table: the declarer first when two have 10+ VP, then by VP; ties share the best place.
 * @param {number} vp Game VP.
 * @param {string} table Optional table ids.
 * @param {boolean} declared Optional: the player who declared victory.
 * @param {string} settings Optional, e.g. "target=13".
 * @return Position per row.
 * @customfunction
 */
export function CATAN_PLACE(vp: Arg, table?: Arg, declared?: Arg, settings?: Arg) {
  return catanPlace(vp, table, declared, settings);
}

/**
 * Round points: 5/3/2/1 at four, 5/3/2 at three, tied placings split.
 * @param {number} vp Game VP.
 * @param {string} table Optional table ids.
 * @param {boolean} declared Optional: the player who declared victory.
 * @param {string} settings Optional, e.g. "three=5-3-1".
 * @return Round points per row.
 * @customfunction
 */
export function CATAN_ROUNDPOINTS(vp: Arg, table?: Arg, declared?: Arg, settings?: Arg) {
  return catanRoundPoints(vp, table, declared, settings);
}

/**
 * Catan tournament standings from a results range with headers Round, Table, Player, VP, Declared.
 * @param {A1:E} results The results range, header row included.
 * @param {string} settings Optional, e.g. "three=5-3-1; share=pooled".
 * @return Rank, Player, Round points, VP, VP %, Games.
 * @customfunction
 */
export function CATAN_STANDINGS(results: Arg, settings?: Arg) {
  return spillStandings(catanStandings('CATAN_STANDINGS', results, settings));
}

/**
 * The next round's Catan tables of 3 to 4: fewest repeated meetings, Avoid pairs apart.
 * @param {string} results The results so far, header row included.
 * @param {number} round The round to seat (blank: the next).
 * @param {string} roster Optional: the roster, header row included: Player, Active, Avoid, Fixed table.
 * @param {number} seed Optional: any whole number (default: the round); the same seed, the same seating.
 * @param {string} settings Optional: settings such as "mode=standings".
 * @return Round, Table, Seat, Player per seat, then a Warning: row per compromise.
 * @customfunction
 */
export function CATAN_SEATING(results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) {
  return spillSeating(catanSeating('CATAN_SEATING', results, round, roster, seed, settings));
}
