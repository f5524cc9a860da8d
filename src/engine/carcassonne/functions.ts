import type { Arg } from '../shared/cells';
import { customFunction } from '../shared/customFunction';
import { spillStandings } from '../shared/game';
import { seatingParams, spillSeating } from '../shared/seating/seating';
import { spillTable } from '../shared/spill';
import { stakesFunction } from '../shared/stakes/declare';
import { carcAward } from './award';
import { carcElo } from './elo';
import * as events from './events';
import * as features from './featureFunctions';
import { carcassonnePairings } from './pairings';
import { carcRoundPoints } from './roundPoints';
import { scoreSheet, spillScoreSheet } from './scoresheet';
import { carcassonneStakes } from './stakes';
import { carcassonneStandings } from './standings';

/** Carcassonne's custom functions, each declared once: the Apps Script stubs and their help, the tests that visit every function and the benchmark read this list. */
export const CARCASSONNE_FUNCTIONS = [
  customFunction({
    name: 'CARC_ROAD',
    description: 'Points of a completed Carcassonne road: 1 per tile, with inns, German cathedrals, the mage, the witch and more.',
    params: [
      { name: 'tiles', type: 'number', description: 'Road tiles (not counting German-cathedral tiles).' },
      { name: 'modifiers', type: 'string', description: 'Optional, e.g. "inn, witch, gc segments 3, long road".', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: "The road's points.",
    example: '=CARC_ROAD(3; "long road, inn, witch")',
    run: features.carcRoad,
  }),
  customFunction({
    name: 'CARC_CITY',
    description: 'Points of a completed Carcassonne city: 2 per tile and per pennant, with cathedral, Cathars, mage, witch and more.',
    params: [
      { name: 'tiles', type: 'number', description: 'City tiles.' },
      { name: 'pennants', type: 'number', description: 'Pennants (coats of arms).' },
      { name: 'modifiers', type: 'string', description: 'Optional, e.g. "cathedral, witch, bathhouse 3".', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "smallcity=2; little=variant".', optional: true },
    ],
    returns: "The city's points.",
    example: '=CARC_CITY(7; 2; "cathedral, witch")',
    run: features.carcCity,
  }),
  customFunction({
    name: 'CARC_MONASTERY',
    description: 'Points of a monastic building (monastery, shrine, abbey, ...): 9 when complete, else 1 per tile of its 3×3 area.',
    params: [
      { name: 'tiles', type: 'number', description: 'Optional: tiles in the 3×3 area (9 when left out).', optional: true },
      { name: 'modifiers', type: 'string', description: 'Optional, e.g. "vineyard 2, hermit 1, challenge lost".', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "edition=2015".', optional: true },
    ],
    returns: "The monastery's points.",
    example: '=CARC_MONASTERY(9; "vineyard 2")',
    run: features.carcMonastery,
  }),
  customFunction({
    name: 'CARC_FIELD',
    description: 'Points of a field scored with a barn: "barn" (3 per city, 4 per castle) or "connected" (1 and 2), pigs, sieges.',
    params: [
      { name: 'cities', type: 'number', description: 'Completed cities next to the field.' },
      { name: 'castles', type: 'number', description: 'Castles next to the field.' },
      { name: 'modifiers', type: 'string', description: '"barn" or "connected", and e.g. "pig, besieged 1".' },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: "The field's points.",
    example: '=CARC_FIELD(3; 1; "barn, pig")',
    run: features.carcField,
  }),
  customFunction({
    name: 'CARC_CASTLE',
    description: 'A castle (Bridges, Castles & Bazaars): the full points of the first neighbouring feature completed; 0 with the mayor.',
    params: [
      { name: 'featurepoints', type: 'number', description: 'The points of the feature that triggered the castle.' },
      { name: 'mayor', type: 'boolean', description: 'Optional: TRUE when the castle holds the mayor.', optional: true },
    ],
    returns: "The castle's points.",
    example: '=CARC_CASTLE(12; TRUE)',
    run: events.carcCastle,
  }),
  customFunction({
    name: 'CARC_BABAYAGA',
    description: "Baba Yaga's hut: 1 for the tile plus 1 per empty space around it.",
    params: [
      { name: 'empty', type: 'number', description: 'Optional: empty spaces around the hut (0 when left out).', optional: true },
      { name: 'modifiers', type: 'string', description: 'Optional: little buildings, e.g. "shed 1".', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: "The hut's points.",
    example: '=CARC_BABAYAGA(5)',
    run: features.carcBabaYaga,
  }),
  customFunction({
    name: 'CARC_GARDEN',
    description: 'A garden (abbot): 9, or 1 per tile of its 3×3 area; vineyards do not count.',
    params: [
      { name: 'tiles', type: 'number', description: 'Optional: tiles in the 3×3 area (9 when left out).', optional: true },
      { name: 'modifiers', type: 'string', description: 'Optional: little buildings.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "edition=2015".', optional: true },
    ],
    returns: "The garden's points.",
    example: '=CARC_GARDEN(7)',
    run: features.carcGarden,
  }),
  customFunction({
    name: 'CARC_GERMANCASTLE',
    description: 'A German castle: 2 for its two spaces plus 1 per tile in the 10 spaces around it (12 when complete).',
    params: [
      { name: 'tiles', type: 'number', description: 'Optional: tiles around it (10 when left out).', optional: true },
      { name: 'modifiers', type: 'string', description: 'Optional: little buildings.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: "The German castle's points.",
    example: '=CARC_GERMANCASTLE()',
    run: features.carcGermanCastle,
  }),
  customFunction({
    name: 'CARC_GERMANCATHEDRAL',
    description: 'A German cathedral (archbishop): 1 per road tile leading to it and 1 per segment on German-cathedral tiles.',
    params: [
      { name: 'tiles', type: 'number', description: 'Road tiles of the roads leading to it.' },
      { name: 'segments', type: 'number', description: 'Road segments on German-cathedral tiles.' },
      { name: 'modifiers', type: 'string', description: 'Optional, e.g. "inn".', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: "The cathedral's points.",
    example: '=CARC_GERMANCATHEDRAL(6; 3; "inn")',
    run: features.carcGermanCathedral,
  }),
  customFunction({
    name: 'CARC_WATCHTOWER',
    description: 'A watchtower, scored before the adjacent city or road: meeple 2, road 1, monastery 3, pennant 2, city 1 per item.',
    params: [
      { name: 'symbol', type: 'string', description: 'meeple, road, monastery, pennant or city.' },
      { name: 'count', type: 'number', description: 'What the symbol counts around the tower.' },
    ],
    returns: "The watchtower's points.",
    example: '=CARC_WATCHTOWER("pennant"; 3)',
    run: events.carcWatchtower,
  }),
  customFunction({
    name: 'CARC_CIRCUS',
    description: "The circus: the animal token's value per follower near the big top.",
    params: [
      { name: 'token', type: 'number', description: "The animal token's value." },
      { name: 'followers', type: 'number', description: "The player's followers on the big top's tile and the 8 around." },
    ],
    returns: "The player's points.",
    example: '=CARC_CIRCUS(4; 3)',
    run: events.carcCircus,
  }),
  customFunction({
    name: 'CARC_FRUIT',
    description: "Fruit trees: harvest (the token's value) or sell 1/2/3/4 tokens for 3/6/10/15.",
    params: [
      { name: 'action', type: 'string', description: 'harvest or sell.' },
      { name: 'tokens', type: 'number', description: "The token's value (harvest) or the tokens sold (sell)." },
    ],
    returns: 'The points.',
    example: '=CARC_FRUIT("sell"; 3)',
    run: events.carcFruit,
  }),
  customFunction({
    name: 'CARC_TOLL',
    description: 'Tollkeepers: small toll 1 per building and 3 per group of travellers; large toll 2 and 6.',
    params: [
      { name: 'size', type: 'string', description: 'small or large (or 1, 2).' },
      { name: 'buildings', type: 'number', description: 'Farmhouses, sheds, gardens and highwaymen on the road tiles.' },
      {
        name: 'travellers',
        type: 'number',
        description: 'Optional: groups of travellers on the road (none when left out).',
        optional: true,
      },
    ],
    returns: "The toll's points.",
    example: '=CARC_TOLL("large"; 2; 1)',
    run: events.carcToll,
  }),
  customFunction({
    name: 'CARC_FAIRY',
    description:
      'The fairy: 1 per acrobat of yours beside it at the start of your turn, 3 when the feature of the follower beside it scores.',
    params: [
      { name: 'event', type: 'string', description: 'turn or feature.' },
      {
        name: 'acrobats',
        type: 'number',
        description: 'Optional, with turn: your acrobats in the pyramid next to the fairy (1 when left out).',
        optional: true,
      },
    ],
    returns: 'The points.',
    example: '=CARC_FAIRY("turn"; 3)',
    run: events.carcFairy,
  }),
  customFunction({
    name: 'CARC_DISPATCH',
    description: "A dispatch (message): 2 points, or the message's points.",
    params: [
      { name: 'message', type: 'string', description: 'points, smallest, pennants, knights, farmers, tile or follower.' },
      {
        name: 'value',
        type: 'number',
        description: "Optional for points and tile: the feature's points (smallest, follower) or the count (pennants, knights, farmers).",
        optional: true,
      },
    ],
    returns: 'The points.',
    example: '=CARC_DISPATCH("pennants"; 3)',
    run: events.carcDispatch,
  }),
  customFunction({
    name: 'CARC_ROBBER',
    description: 'A robber beside a scoring figure: half the primary points, rounded up.',
    params: [{ name: 'points', type: 'number', description: 'The primary points.' }],
    returns: "The robber's points.",
    example: '=CARC_ROBBER(9)',
    run: events.carcRobber,
  }),
  customFunction({
    name: 'CARC_ABBOT',
    description: 'A returned abbot: as a monk 1 + 1 per tile around; as an abbot 1 + 1 per tile in its row and column.',
    params: [
      { name: 'placement', type: 'string', description: 'monk or abbot.' },
      { name: 'tiles', type: 'number', description: 'The tiles counted.' },
    ],
    returns: 'The points.',
    example: '=CARC_ABBOT("monk"; 6)',
    run: events.carcAbbot,
  }),
  customFunction({
    name: 'CARC_RINGMASTER',
    description: 'The ringmaster: 2 per circus or acrobat tile it stands on or next to.',
    params: [{ name: 'tiles', type: 'number', description: 'Circus and acrobat tiles.' }],
    returns: 'The points.',
    example: '=CARC_RINGMASTER(3)',
    run: events.carcRingmaster,
  }),
  customFunction({
    name: 'CARC_BATHHOUSE',
    description: 'Re-buying a follower from a bathhouse: minus the number on it.',
    params: [{ name: 'number', type: 'number', description: 'The number printed on the bathhouse.' }],
    returns: 'The (negative) points.',
    example: '=CARC_BATHHOUSE(3)',
    run: events.carcBathhouse,
  }),
  customFunction({
    name: 'CARC_CATAPULT',
    description: "The catapult's game of catch: spills the catcher's and the hurler's points.",
    params: [{ name: 'outcome', type: 'string', description: 'caught, short, far or touched.' }],
    returns: 'Catcher, hurler.',
    example: '=CARC_CATAPULT("far")',
    run: events.carcCatapult,
  }),
  customFunction({
    name: 'CARC_BAZAAR',
    description: 'The bazaar: the bid, paid by the buyer to the seller.',
    params: [
      { name: 'bid', type: 'number', description: 'The bid.' },
      { name: 'role', type: 'string', description: 'buyer or seller.' },
    ],
    returns: '−bid for the buyer, +bid for the seller.',
    example: '=CARC_BAZAAR(4; "buyer")',
    run: events.carcBazaar,
  }),
  customFunction({
    name: 'CARC_WHEEL',
    description: 'The Wheel of Fortune: tax (pennants, knights), famine (cities, castles, modifiers), plague, crown (spaces, followers).',
    params: [
      { name: 'sector', type: 'string', description: 'tax, famine, plague or crown.' },
      { name: 'a', type: 'number', description: 'Optional for plague: pennants (tax), cities (famine) or spaces (crown).', optional: true },
      {
        name: 'b',
        type: 'number',
        description: 'Optional for plague: knights (tax), castles (famine) or followers (crown).',
        optional: true,
      },
      { name: 'modifiers', type: 'string', description: 'Optional (famine): pig, pig herd, little buildings.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant".', optional: true },
    ],
    returns: 'Points per knight, farmer or follower.',
    example: '=CARC_WHEEL("tax"; 2; 3)',
    run: events.carcWheel,
  }),
  customFunction({
    name: 'CARC_LEIPZIG',
    description: 'Markets of Leipzig: wainwrights +1 per road tile, coiners +3 per pennant, bookbinders +4 per scored feature.',
    params: [
      { name: 'quarter', type: 'string', description: 'wainwrights, coiners or bookbinders.' },
      { name: 'count', type: 'number', description: 'Road tiles, pennants or scored features.' },
    ],
    returns: 'The points.',
    example: '=CARC_LEIPZIG("coiners"; 2)',
    run: events.carcLeipzig,
  }),
  customFunction({
    name: 'CARC_AWARD',
    description: "Who receives a feature's points: every player with the most followers scores in full, the others 0.",
    params: [
      { name: 'points', type: 'number', description: "The feature's points, one per feature row (or one cell)." },
      { name: 'followers', type: 'A1:D1', description: 'Follower strength: one row per feature, one column per player.' },
      {
        name: 'modifiers',
        type: 'string',
        description: 'Optional: "citizens jury" (every player present scores), one per feature row (or one cell).',
        optional: true,
      },
    ],
    returns: 'Points per player, in the shape of followers.',
    example: '=CARC_AWARD(H2:H20; J2:M20)',
    run: carcAward,
  }),
  customFunction({
    name: 'CARC_EXPLAIN',
    description: 'The itemised breakdown of a feature\'s score, e.g. "7 tiles ×2 = 14 · 2 pennants ×2 = 4 · cathedral +9 · witch ½ → 14".',
    params: [
      { name: 'feature', type: 'string', description: 'road, city, monastery, field, garden, babayaga, germancastle or germancathedral.' },
      { name: 'a', type: 'number', description: "Optional where the feature function's own is: its first argument.", optional: true },
      { name: 'b', type: 'number', description: "Optional where the feature function's own is: its second argument.", optional: true },
      { name: 'c', type: 'string', description: "Optional where the feature function's own is: its third argument.", optional: true },
      { name: 'd', type: 'string', description: "Optional where the feature function's own is: its fourth argument.", optional: true },
    ],
    returns: 'The breakdown as text.',
    example: '=CARC_EXPLAIN("city"; 7; 2; "cathedral, witch")',
    // a rest parameter has no length: the five arguments named, as the help names them
    run: (feature: Arg, a: Arg, b: Arg, c: Arg, d: Arg) => features.carcExplain(feature, a, b, c, d),
  }),
  customFunction({
    name: 'CARC_SCORESHEET',
    description: 'A Carcassonne feature log scored: per row, the points each player receives, then the totals.',
    params: [
      {
        name: 'log',
        type: 'A1:J',
        description: 'Headers Feature, Tiles, Pennants, Cities, Castles, Modifiers, then one column per player.',
      },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "little=variant; edition=2015".', optional: true },
    ],
    returns: 'Feature, Points and one column per player, then a Total row.',
    example: '=CARC_SCORESHEET(Log!A1:K)',
    run: (log: Arg, settings?: Arg) => spillScoreSheet(scoreSheet('CARC_SCORESHEET', log, settings)),
  }),
  customFunction({
    name: 'CARC_ROUNDPOINTS',
    description: 'Carcassonne round points: a duel 1 / ½ / 0 (win / equal / loss); at 3 or 4 players 5-3-2-1 or 5-3-1, equal scores split.',
    params: [
      { name: 'score', type: 'number', description: "The player's game score." },
      { name: 'table', type: 'string', description: 'Optional table ids: rows with the same id are one table.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "draw=zero; three=5-3-2" or "draw=starter-loses".', optional: true },
      {
        name: 'starts',
        type: 'boolean',
        description: 'Optional: TRUE for the player who started (draw=starter-loses reads it).',
        optional: true,
      },
    ],
    returns: 'Round points per row.',
    example: '=CARC_ROUNDPOINTS(D2:D41; B2:B41)',
    run: carcRoundPoints,
  }),
  customFunction({
    name: 'CARC_STANDINGS',
    description:
      'Carcassonne tournament standings from headers Round, Table, Player, Score: Swiss duels (wins, Buchholz) or tables of 3–4; with a Match column, best-of matches (a Score per game, or Games won per match).',
    params: [
      {
        name: 'results',
        type: 'A1:D',
        description: 'The results range, header row included; a bye is a row whose Table (or Match) reads "bye".',
      },
      {
        name: 'settings',
        type: 'string',
        description: 'Optional, e.g. "buchholz=median; tiebreak=buchholz>points; bye=draw", or for matches "best-of=3; preset=gg-league".',
        optional: true,
      },
      {
        name: 'roster',
        type: 'A1:A',
        description: 'Optional: a range with a Player column; its players with no game or match yet are listed last, Rank blank.',
        optional: true,
      },
    ],
    returns:
      'Rank, Player, Wins, Buchholz, Score difference, Points, Games, Byes (duels); Rank, Player, Round points, Share, Points, Games (tables of 3–4); Rank, Player, Wins, Game difference, Games won, Points, Matches, Byes (matches).',
    example: '=CARC_STANDINGS(Matches!A1:D; "best-of=3; preset=gg-league")',
    run: (results: Arg, settings?: Arg, roster?: Arg) => spillStandings(carcassonneStandings('CARC_STANDINGS', results, settings, roster)),
  }),
  stakesFunction('CARC_STAKES', 'Carcassonne', 'A1:E', carcassonneStakes),
  customFunction({
    name: 'CARC_ELO',
    description: "Elo ratings over a table of duels, as carcassonne.gg rates them: 1500 to start, K 32, a wider win's margin counts.",
    params: [
      {
        name: 'duels',
        type: 'A1:F',
        description: 'The duels: Date, Player, Opponent, Wins, Opponent wins (Best of optional), header row included.',
      },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "k=20; margin=off".', optional: true },
    ],
    returns: 'Rank, Player, Elo, Duels, Won, Drawn, Lost, First, Last.',
    example: '=CARC_ELO(Duels!A1:F)',
    run: (duels: Arg, settings?: Arg) => spillTable(carcElo('CARC_ELO', duels, settings)),
  }),
  customFunction({
    name: 'CARC_PAIRINGS',
    description:
      "The next round's Carcassonne Swiss pairings, of duels or a league's matches: no rematch, equal wins together, byes and who starts.",
    params: seatingParams('Player, Active, Avoid, Fixed table', 'format=tables'),
    returns:
      'Round, Table, Player, Opponent, Starts per player (a bye: Table bye); for a results range of matches Round, Match, Player, Opponent; then a Warning: row per compromise.',
    example: '=CARC_PAIRINGS(Results!A1:E; 6)',
    run: (results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) =>
      spillSeating(carcassonnePairings('CARC_PAIRINGS', results, round, roster, seed, settings)),
  }),
];
