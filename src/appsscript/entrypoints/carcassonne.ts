import { carcAward } from '../../engine/carcassonne/award';
import * as events from '../../engine/carcassonne/events';
import * as features from '../../engine/carcassonne/featureFunctions';
import { carcassonnePairings } from '../../engine/carcassonne/pairings';
import { carcRoundPoints } from '../../engine/carcassonne/roundPoints';
import { scoreSheet } from '../../engine/carcassonne/scoresheet';
import { carcassonneStandings } from '../../engine/carcassonne/standings';
import type { Arg } from '../../engine/shared/cells';
import { spillStandings } from '../../engine/shared/game';
import { spillSeating } from '../../engine/shared/seating/seating';

/**
 * Points of a completed Carcassonne road: 1 per tile, with inns, German cathedrals, the mage, the witch and more.
 * @param {number} tiles Road tiles (not counting German-cathedral tiles).
 * @param {string} modifiers Optional, e.g. "inn, witch, gc segments 3, long road".
 * @param {string} settings Optional, e.g. "little=variant".
 * @return The road's points.
 * @customfunction
 */
export function CARC_ROAD(tiles: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcRoad(tiles, modifiers, settings);
}

/**
 * Points of a completed Carcassonne city: 2 per tile and per pennant, with cathedral, Cathars, mage, witch and more.
 * @param {number} tiles City tiles.
 * @param {number} pennants Pennants (coats of arms).
 * @param {string} modifiers Optional, e.g. "cathedral, witch, bathhouse 3".
 * @param {string} settings Optional, e.g. "smallcity=2; little=variant".
 * @return The city's points.
 * @customfunction
 */
export function CARC_CITY(tiles: Arg, pennants: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcCity(tiles, pennants, modifiers, settings);
}

/**
 * Points of a monastic building (monastery, shrine, abbey, ...): 9 when complete, else 1 per tile of its 3×3 area.
 * @param {number} tiles Optional: tiles in the 3×3 area (9 when left out).
 * @param {string} modifiers Optional, e.g. "vineyard 2, hermit 1, challenge lost".
 * @param {string} settings Optional, e.g. "edition=2015".
 * @return The monastery's points.
 * @customfunction
 */
export function CARC_MONASTERY(tiles?: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcMonastery(tiles, modifiers, settings);
}

/**
 * Points of a field scored with a barn: "barn" (3 per city, 4 per castle) or "connected" (1 and 2), pigs, sieges.
 * @param {number} cities Completed cities next to the field.
 * @param {number} castles Castles next to the field.
 * @param {string} modifiers "barn" or "connected", and e.g. "pig, besieged 1".
 * @param {string} settings Optional, e.g. "little=variant".
 * @return The field's points.
 * @customfunction
 */
export function CARC_FIELD(cities: Arg, castles: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcField(cities, castles, modifiers, settings);
}

/**
 * A castle (Bridges, Castles & Bazaars): the full points of the first neighbouring feature completed; 0 with the mayor.
 * @param {number} featurepoints The points of the feature that triggered the castle.
 * @param {boolean} mayor Optional: TRUE when the castle holds the mayor.
 * @return The castle's points.
 * @customfunction
 */
export function CARC_CASTLE(featurepoints: Arg, mayor?: Arg) {
  return events.carcCastle(featurepoints, mayor);
}

/**
 * Baba Yaga's hut: 1 for the tile plus 1 per empty space around it.
 * @param {number} empty Optional: empty spaces around the hut (0 when left out).
 * @param {string} modifiers Optional: little buildings, e.g. "shed 1".
 * @param {string} settings Optional, e.g. "little=variant".
 * @return The hut's points.
 * @customfunction
 */
export function CARC_BABAYAGA(empty?: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcBabaYaga(empty, modifiers, settings);
}

/**
 * A garden (abbot): 9, or 1 per tile of its 3×3 area; vineyards do not count.
 * @param {number} tiles Optional: tiles in the 3×3 area (9 when left out).
 * @param {string} modifiers Optional: little buildings.
 * @param {string} settings Optional, e.g. "edition=2015".
 * @return The garden's points.
 * @customfunction
 */
export function CARC_GARDEN(tiles?: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcGarden(tiles, modifiers, settings);
}

/**
 * A German castle: 2 for its two spaces plus 1 per tile in the 10 spaces around it (12 when complete).
 * @param {number} tiles Optional: tiles around it (10 when left out).
 * @param {string} modifiers Optional: little buildings.
 * @param {string} settings Optional, e.g. "little=variant".
 * @return The German castle's points.
 * @customfunction
 */
export function CARC_GERMANCASTLE(tiles?: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcGermanCastle(tiles, modifiers, settings);
}

/**
 * A German cathedral (archbishop): 1 per road tile leading to it and 1 per segment on German-cathedral tiles.
 * @param {number} tiles Road tiles of the roads leading to it.
 * @param {number} segments Road segments on German-cathedral tiles.
 * @param {string} modifiers Optional, e.g. "inn".
 * @param {string} settings Optional, e.g. "little=variant".
 * @return The cathedral's points.
 * @customfunction
 */
export function CARC_GERMANCATHEDRAL(tiles: Arg, segments: Arg, modifiers?: Arg, settings?: Arg) {
  return features.carcGermanCathedral(tiles, segments, modifiers, settings);
}

/**
 * A watchtower, scored before the adjacent city or road: meeple 2, road 1, monastery 3, pennant 2, city 1 per item.
 * @param {string} symbol meeple, road, monastery, pennant or city.
 * @param {number} count What the symbol counts around the tower.
 * @return The watchtower's points.
 * @customfunction
 */
export function CARC_WATCHTOWER(symbol: Arg, count: Arg) {
  return events.carcWatchtower(symbol, count);
}

/**
 * The circus: the animal token's value per follower near the big top.
 * @param {number} token The animal token's value.
 * @param {number} followers The player's followers on the big top's tile and the 8 around.
 * @return The player's points.
 * @customfunction
 */
export function CARC_CIRCUS(token: Arg, followers: Arg) {
  return events.carcCircus(token, followers);
}

/**
 * Fruit trees: harvest (the token's value) or sell 1/2/3/4 tokens for 3/6/10/15.
 * @param {string} action harvest or sell.
 * @param {number} tokens The token's value (harvest) or the tokens sold (sell).
 * @return The points.
 * @customfunction
 */
export function CARC_FRUIT(action: Arg, tokens: Arg) {
  return events.carcFruit(action, tokens);
}

/**
 * Tollkeepers: small toll 1 per building and 3 per group of travellers; large toll 2 and 6.
 * @param {string} size small or large (or 1, 2).
 * @param {number} buildings Farmhouses, sheds, gardens and highwaymen on the road tiles.
 * @param {number} travellers Groups of travellers on the road.
 * @return The toll's points.
 * @customfunction
 */
export function CARC_TOLL(size: Arg, buildings: Arg, travellers?: Arg) {
  return events.carcToll(size, buildings, travellers);
}

/**
 * The fairy: 1 per acrobat of yours beside it at the start of your turn, 3 when the feature of the follower beside it scores.
 * @param {string} event turn or feature.
 * @param {number} acrobats Optional, with turn: your acrobats in the pyramid next to the fairy (1 when left out).
 * @return The points.
 * @customfunction
 */
export function CARC_FAIRY(event: Arg, acrobats?: Arg) {
  return events.carcFairy(event, acrobats);
}

/**
 * A dispatch (message): 2 points, or the message's points.
 * @param {string} message points, smallest, pennants, knights, farmers, tile or follower.
 * @param {number} value The feature's points (smallest, follower) or the count (pennants, knights, farmers).
 * @return The points.
 * @customfunction
 */
export function CARC_DISPATCH(message: Arg, value?: Arg) {
  return events.carcDispatch(message, value);
}

/**
 * A robber beside a scoring figure: half the primary points, rounded up.
 * @param {number} points The primary points.
 * @return The robber's points.
 * @customfunction
 */
export function CARC_ROBBER(points: Arg) {
  return events.carcRobber(points);
}

/**
 * A returned abbot: as a monk 1 + 1 per tile around; as an abbot 1 + 1 per tile in its row and column.
 * @param {string} placement monk or abbot.
 * @param {number} tiles The tiles counted.
 * @return The points.
 * @customfunction
 */
export function CARC_ABBOT(placement: Arg, tiles: Arg) {
  return events.carcAbbot(placement, tiles);
}

/**
 * The ringmaster: 2 per circus or acrobat tile it stands on or next to.
 * @param {number} tiles Circus and acrobat tiles.
 * @return The points.
 * @customfunction
 */
export function CARC_RINGMASTER(tiles: Arg) {
  return events.carcRingmaster(tiles);
}

/**
 * Re-buying a follower from a bathhouse: minus the number on it.
 * @param {number} number The number printed on the bathhouse.
 * @return The (negative) points.
 * @customfunction
 */
export function CARC_BATHHOUSE(number: Arg) {
  return events.carcBathhouse(number);
}

/**
 * The catapult's game of catch: spills the catcher's and the hurler's points.
 * @param {string} outcome caught, short, far or touched.
 * @return Catcher, hurler.
 * @customfunction
 */
export function CARC_CATAPULT(outcome: Arg) {
  return events.carcCatapult(outcome);
}

/**
 * The bazaar: the bid, paid by the buyer to the seller.
 * @param {number} bid The bid.
 * @param {string} role buyer or seller.
 * @return −bid for the buyer, +bid for the seller.
 * @customfunction
 */
export function CARC_BAZAAR(bid: Arg, role: Arg) {
  return events.carcBazaar(bid, role);
}

/**
 * The Wheel of Fortune: tax (pennants, knights), famine (cities, castles, modifiers), plague, crown (spaces, followers).
 * @param {string} sector tax, famine, plague or crown.
 * @param {number} a Pennants (tax), cities (famine) or spaces (crown).
 * @param {number} b Knights (tax), castles (famine) or followers (crown).
 * @param {string} modifiers Optional (famine): pig, pig herd, little buildings.
 * @param {string} settings Optional, e.g. "little=variant".
 * @return Points per knight, farmer or follower.
 * @customfunction
 */
export function CARC_WHEEL(sector: Arg, a?: Arg, b?: Arg, modifiers?: Arg, settings?: Arg) {
  return events.carcWheel(sector, a, b, modifiers, settings);
}

/**
 * Markets of Leipzig: wainwrights +1 per road tile, coiners +3 per pennant, bookbinders +4 per scored feature.
 * @param {string} quarter wainwrights, coiners or bookbinders.
 * @param {number} count Road tiles, pennants or scored features.
 * @return The points.
 * @customfunction
 */
export function CARC_LEIPZIG(quarter: Arg, count: Arg) {
  return events.carcLeipzig(quarter, count);
}

/**
 * Who receives a feature's points: every player with the most followers scores in full, the others 0.
 * @param {number} points The feature's points, one per feature row (or one cell).
 * @param {A1:D1} followers Follower strength: one row per feature, one column per player.
 * @param {string} modifiers Optional: "citizens jury" (every player present scores).
 * @return Points per player, in the shape of followers.
 * @customfunction
 */
export function CARC_AWARD(points: Arg, followers: Arg, modifiers?: Arg) {
  return carcAward(points, followers, modifiers);
}

/**
 * The itemised breakdown of a feature's score, e.g. "7 tiles ×2 = 14 · 2 pennants ×2 = 4 · cathedral +9 · witch ½ → 14".
 * @param {string} feature road, city, monastery, field, garden, babayaga, germancastle or germancathedral.
 * @param {number} a The feature function's first argument.
 * @param {number} b The feature function's second argument.
 * @param {string} c The feature function's third argument.
 * @param {string} d The feature function's fourth argument.
 * @return The breakdown as text.
 * @customfunction
 */
export function CARC_EXPLAIN(feature: Arg, a?: Arg, b?: Arg, c?: Arg, d?: Arg) {
  return features.carcExplain(feature, a, b, c, d);
}

/**
 * A Carcassonne feature log scored: per row, the points each player receives, then the totals.
 * @param {A1:J} log Headers Feature, Tiles, Pennants, Cities, Castles, Modifiers, then one column per player.
 * @param {string} settings Optional, e.g. "little=variant; edition=2015".
 * @return Feature, Points and one column per player, then a Total row.
 * @customfunction
 */
export function CARC_SCORESHEET(log: Arg, settings?: Arg) {
  const sheet = scoreSheet('CARC_SCORESHEET', log, settings);
  return [
    ['Feature', 'Points', ...sheet.players],
    ...sheet.rows.map((r) => [r.feature, r.points, ...r.received]),
    ['Total', '', ...sheet.totals],
  ];
}

/**
 * Carcassonne round points: a duel 1 / ½ / 0 (win / equal / loss); at 3 or 4 players 5-3-2-1 or 5-3-1, equal scores split.
 * @param {number} score The player's game score.
 * @param {string} table Optional table ids: rows with the same id are one table.
 * @param {string} settings Optional, e.g. "draw=zero; three=5-3-2" or "draw=starter-loses".
 * @param {boolean} starts Optional: TRUE for the player who started (draw=starter-loses reads it).
 * @return Round points per row.
 * @customfunction
 */
export function CARC_ROUNDPOINTS(score: Arg, table?: Arg, settings?: Arg, starts?: Arg) {
  return carcRoundPoints(score, table, settings, starts);
}

/**
 * Carcassonne tournament standings from headers Round, Table, Player, Score: Swiss duels (wins, Buchholz) or tables of 3–4.
 * @param {A1:D} results The results range, header row included; a bye is a row whose Table reads "bye".
 * @param {string} settings Optional, e.g. "buchholz=median; tiebreak=buchholz>points; bye=draw".
 * @return Rank, Player, Wins, Buchholz, Score difference, Points, Games, Byes (duels) or Rank, Player, Round points, Share, Points, Games.
 * @customfunction
 */
export function CARC_STANDINGS(results: Arg, settings?: Arg) {
  return spillStandings(carcassonneStandings('CARC_STANDINGS', results, settings));
}

/**
 * The next round's Carcassonne Swiss pairings: no rematch, equal wins together, byes and who starts.
 * @param {string} results The results so far, header row included.
 * @param {number} round The round to seat (blank: the next).
 * @param {string} roster Optional: the roster, header row included: Player, Active, Avoid, Fixed table.
 * @param {number} seed Optional: any whole number (default: the round); the same seed, the same seating.
 * @param {string} settings Optional: settings such as "format=tables".
 * @return Round, Table, Player, Opponent, Starts per player (a bye: Table bye), then a Warning: row per compromise.
 * @customfunction
 */
export function CARC_PAIRINGS(results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) {
  return spillSeating(carcassonnePairings('CARC_PAIRINGS', results, round, roster, seed, settings));
}
