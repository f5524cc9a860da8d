import type { Arg } from '../shared/cells';
import { customFunction } from '../shared/customFunction';
import { spillStandings } from '../shared/game';
import { seatingParams, spillSeating } from '../shared/seating/seating';
import { stakesFunction } from '../shared/stakes/declare';
import { catanCheck, catanLargestArmy, catanLongestRoad, catanPlace, catanRoundPoints, catanVp } from './cellFunctions';
import { catanSeating } from './seating';
import { catanStakes } from './stakes';
import { catanStandings } from './standings';

/** A player's pieces at the end of a game: the first arguments of CATAN_VP and CATAN_CHECK. */
const PIECES = [
  { name: 'settlements', type: 'number', description: 'Settlements (0 to 5).' },
  { name: 'cities', type: 'number', description: 'Cities (0 to 4).' },
  { name: 'vpcards', type: 'number', description: 'Victory-point development cards (0 to 5).' },
  { name: 'knights', type: 'number', description: 'Knights played.' },
  { name: 'roads', type: 'number', description: 'Roads built (2 to 15).' },
  { name: 'longest', type: 'number', description: "Length of the player's longest road." },
] as const;

/** Catan's custom functions, each declared once: the Apps Script stubs and their help, the tests that visit every function and the benchmark read this list. */
export const CATAN_FUNCTIONS = [
  customFunction({
    name: 'CATAN_VP',
    description: 'Catan game victory points per player, Largest Army and Longest Road included; refuses impossible records.',
    params: [
      ...PIECES,
      { name: 'table', type: 'string', description: 'Optional table ids: rows with the same id are one table.', optional: true },
      {
        name: 'firstarmy',
        type: 'boolean',
        description: 'Optional: TRUE for the player who reached a tied Largest Army first.',
        optional: true,
      },
      {
        name: 'firstroad',
        type: 'boolean',
        description: 'Optional: TRUE for the player who reached a tied Longest Road first.',
        optional: true,
      },
    ],
    returns: 'Game VP per row.',
    example: '=CATAN_VP(B2:B41; C2:C41; D2:D41; E2:E41; F2:F41; G2:G41; A2:A41; H2:H41; I2:I41)',
    run: catanVp,
  }),
  customFunction({
    name: 'CATAN_CHECK',
    description: 'Catan validation column: "" for a valid row, else every breach of the row and of its table.',
    params: [
      ...PIECES,
      { name: 'table', type: 'string', description: 'Optional table ids.', optional: true },
      { name: 'firstarmy', type: 'boolean', description: 'Optional: first to reach a tied Largest Army.', optional: true },
      { name: 'firstroad', type: 'boolean', description: 'Optional: first to reach a tied Longest Road.', optional: true },
      { name: 'declared', type: 'boolean', description: 'Optional: the player who declared victory.', optional: true },
      { name: 'vp', type: 'number', description: 'Optional: the VP entered, checked against the pieces.', optional: true },
    ],
    returns: 'Per row, the breaches found, joined by "; ".',
    example: '=CATAN_CHECK(B2:B41; …; A2:A41; H2:H41; I2:I41; J2:J41; K2:K41)',
    run: catanCheck,
  }),
  customFunction({
    name: 'CATAN_LARGESTARMY',
    description: 'TRUE on the row of the player holding Largest Army (3+ knights, the most at the table).',
    params: [
      { name: 'knights', type: 'number', description: 'Knights played.' },
      { name: 'table', type: 'string', description: 'Optional table ids.', optional: true },
      { name: 'firstarmy', type: 'boolean', description: 'Optional: first to reach a tied Largest Army.', optional: true },
    ],
    returns: 'TRUE or FALSE per row.',
    example: '=CATAN_LARGESTARMY(E2:E41; A2:A41; H2:H41)',
    run: catanLargestArmy,
  }),
  customFunction({
    name: 'CATAN_LONGESTROAD',
    description: 'TRUE on the row of the player holding Longest Road (a road of 5+, the longest at the table).',
    params: [
      { name: 'longest', type: 'number', description: "Length of the player's longest road." },
      { name: 'table', type: 'string', description: 'Optional table ids.', optional: true },
      { name: 'firstroad', type: 'boolean', description: 'Optional: first to reach a tied Longest Road.', optional: true },
    ],
    returns: 'TRUE or FALSE per row.',
    example: '=CATAN_LONGESTROAD(G2:G41; A2:A41; I2:I41)',
    run: catanLongestRoad,
  }),
  customFunction({
    name: 'CATAN_PLACE',
    description: 'Finishing position at the table: the declarer first when two have 10+ VP, then by VP; ties share the best place.',
    params: [
      { name: 'vp', type: 'number', description: 'Game VP.' },
      { name: 'table', type: 'string', description: 'Optional table ids.', optional: true },
      { name: 'declared', type: 'boolean', description: 'Optional: the player who declared victory.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "target=13".', optional: true },
    ],
    returns: 'Position per row.',
    example: '=CATAN_PLACE(K2:K41; A2:A41; J2:J41; "target=13")',
    run: catanPlace,
  }),
  customFunction({
    name: 'CATAN_ROUNDPOINTS',
    description: 'Round points: 5/3/2/1 at four, 5/3/2 at three, tied placings split.',
    params: [
      { name: 'vp', type: 'number', description: 'Game VP.' },
      { name: 'table', type: 'string', description: 'Optional table ids.', optional: true },
      { name: 'declared', type: 'boolean', description: 'Optional: the player who declared victory.', optional: true },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "three=5-3-1".', optional: true },
    ],
    returns: 'Round points per row.',
    example: '=CATAN_ROUNDPOINTS(K2:K41; A2:A41; J2:J41; "three=5-3-1")',
    run: catanRoundPoints,
  }),
  customFunction({
    name: 'CATAN_STANDINGS',
    description: 'Catan tournament standings from a results range with headers Round, Table, Player, VP, Declared.',
    params: [
      { name: 'results', type: 'A1:E', description: 'The results range, header row included.' },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "three=5-3-1; share=pooled".', optional: true },
    ],
    returns: 'Rank, Player, Round points, VP, VP %, Games.',
    example: '=CATAN_STANDINGS(Results!A1:E)',
    run: (results: Arg, settings?: Arg) => spillStandings(catanStandings('CATAN_STANDINGS', results, settings)),
  }),
  stakesFunction('CATAN_STAKES', 'Catan', 'A1:E', catanStakes),
  customFunction({
    name: 'CATAN_SEATING',
    description: "The next round's Catan tables of 3 to 4: fewest repeated meetings, Avoid pairs apart.",
    params: seatingParams('Player, Active, Avoid, Fixed table', 'mode=standings'),
    returns: 'Round, Table, Seat, Player per seat, then a Warning: row per compromise.',
    example: '=CATAN_SEATING(Results!A1:F; 5; Players!A1:D; ; "mode=schedule")',
    run: (results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) =>
      spillSeating(catanSeating('CATAN_SEATING', results, round, roster, seed, settings)),
  }),
];
