import type { Arg } from '../shared/cells';
import { customFunction } from '../shared/customFunction';
import { spillTable } from '../shared/spill';
import { circuitRating } from './rating';
import { circuitStandings } from './standings';

/** The arguments both circuit functions take: the events, the aliases, the settings. */
const EVENTS_ALIASES = [
  {
    name: 'events',
    type: 'A1:H',
    description: 'The events: Event, Date, Player, Place, Players (Rounds, Boards, Tier optional), header row included.',
  },
  {
    name: 'aliases',
    type: 'A1:B',
    description: 'Optional: a range with the headers Alias and Player; each alias counts as that player.',
    optional: true,
  },
] as const;

/** A season's functions across games (docs/circuits.md), each declared once: the stubs, the tests and the benchmark read this list. */
export const CIRCUIT_FUNCTIONS = [
  customFunction({
    name: 'CIRCUIT_STANDINGS',
    description: "A season's standings over several events, from each event's final places: points by place, best N events, exact.",
    params: [
      ...EVENTS_ALIASES,
      { name: 'settings', type: 'string', description: 'Optional, e.g. "points=nagp; best=4; min-events=2".', optional: true },
    ],
    returns: 'Rank, Player, Points, Events, Counted, Best place, then the points of each event in date order.',
    example: '=CIRCUIT_STANDINGS(Events!A1:H; Aliases!A1:B; "points=linear:100; best=3")',
    run: (events: Arg, aliases?: Arg, settings?: Arg) => spillTable(circuitStandings('CIRCUIT_STANDINGS', events, aliases, settings)),
  }),
  customFunction({
    name: 'CIRCUIT_RATING',
    description: "Each player's rating over a season's events in date order: the World Diplomacy Database's Dip Pouch Tournament Rating.",
    params: [
      ...EVENTS_ALIASES,
      { name: 'settings', type: 'string', description: 'Optional, e.g. "system=dippouch; min-events=2".', optional: true },
    ],
    returns: 'Rank, Player, Rating, Events.',
    example: '=CIRCUIT_RATING(Events!A1:H)',
    run: (events: Arg, aliases?: Arg, settings?: Arg) => spillTable(circuitRating('CIRCUIT_RATING', events, aliases, settings)),
  }),
];
