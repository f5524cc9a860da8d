import type { Arg } from '../shared/cells';
import { customFunction } from '../shared/customFunction';
import { spillStandings } from '../shared/game';
import { seatingParams, spillSeating } from '../shared/seating/seating';
import { spill } from '../shared/spill';
import { stakesFunction } from '../shared/stakes/declare';
import { diplomacyBoards } from './boards';
import { dipGameScore, dipResult, dipSystems } from './cellFunctions';
import { diplomacyStakes } from './stakes/stakes';
import { BEST_COUNTRY_HEADER, bestCountryRow, diplomacyStandings } from './standings';

/** Diplomacy's custom functions, each declared once: the Apps Script stubs and their help, the tests that visit every function and the benchmark read this list. */
export const DIPLOMACY_FUNCTIONS = [
  customFunction({
    name: 'DIP_RESULT',
    description: 'Diplomacy result per player: Win (18+ centres, or conceded to), Loss (to a win), Draw (survived) or Elimination.',
    params: [
      { name: 'centres', type: 'number', description: 'Supply centres at the end of the game.' },
      { name: 'board', type: 'string', description: 'Optional board ids: rows with the same id are one board of 7.', optional: true },
      { name: 'conceded', type: 'boolean', description: 'Optional: TRUE on the one player the board conceded to.', optional: true },
      {
        name: 'draw',
        type: 'boolean',
        description: 'Optional: TRUE on the players in the passed draw vote (one alone is a concession).',
        optional: true,
      },
    ],
    returns: 'Win, Draw, Loss or Elimination per row.',
    example: '=DIP_RESULT(E2:E36; B2:B36)',
    run: dipResult,
  }),
  customFunction({
    name: 'DIP_GAMESCORE',
    description: 'Diplomacy points per player by the scoring system of the settings ("system=carnage"; default kiss, the seed\'s).',
    params: [
      { name: 'centres', type: 'number', description: 'Supply centres at the end of the game.' },
      {
        name: 'eliminated',
        type: 'number',
        description: 'Optional: the year the player was eliminated (blank for survivors).',
        optional: true,
      },
      {
        name: 'finalyear',
        type: 'number',
        description: "Optional: the board's final year (needed when a survivor lost to a win).",
        optional: true,
      },
      { name: 'board', type: 'string', description: 'Optional board ids: rows with the same id are one board of 7.', optional: true },
      {
        name: 'settings',
        type: 'string',
        description: 'Optional, e.g. "system=sum-of-squares" or "survival=inclusive"; DIP_SYSTEMS() lists the systems.',
        optional: true,
      },
      { name: 'draw', type: 'boolean', description: 'Optional: TRUE on the players in the passed draw vote.', optional: true },
      { name: 'conceded', type: 'boolean', description: 'Optional: TRUE on the one player the board conceded to.', optional: true },
      {
        name: 'history',
        type: 'number',
        description:
          "Optional, for maxonian and 7eleven: one row per player, one column per year from 1901, the centres at each year's end.",
        optional: true,
      },
    ],
    returns: 'Points per row.',
    example: '=DIP_GAMESCORE(E2:E36; F2:F36; G2:G36; B2:B36)',
    run: dipGameScore,
  }),
  customFunction({
    name: 'DIP_STANDINGS',
    description:
      'Diplomacy tournament standings from a results range with headers Round, Board, Player, Power, Centres, Eliminated, Final year, Masterpoints rank (and Draw, Conceded, 1901, 1902, … where the system reads them).',
    params: [
      { name: 'results', type: 'A1:H', description: 'The results range, header row included.' },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "survival=inclusive".', optional: true },
    ],
    returns: 'Rank, Player, Points, Wins, Draws, Losses, Eliminations, Best game.',
    example: '=DIP_STANDINGS(Results!A1:H)',
    run: (results: Arg, settings?: Arg) => spillStandings(diplomacyStandings('DIP_STANDINGS', results, settings)),
  }),
  customFunction({
    name: 'DIP_BESTCOUNTRY',
    description: 'Best country: for each power, the best game played with it (several rows when equal).',
    params: [
      { name: 'results', type: 'A1:H', description: 'The results range, header row included.' },
      { name: 'settings', type: 'string', description: 'Optional, e.g. "survival=inclusive".', optional: true },
    ],
    returns: 'Power, Player, Round, Board, Result, Centres, Points.',
    example: '=DIP_BESTCOUNTRY(Results!A1:H)',
    run: (results: Arg, settings?: Arg) => {
      const standings = diplomacyStandings('DIP_BESTCOUNTRY', results, settings);
      return spill(BEST_COUNTRY_HEADER, standings.bestCountry.map(bestCountryRow), []);
    },
  }),
  customFunction({
    name: 'DIP_SYSTEMS',
    description:
      'The Diplomacy scoring systems Podium knows, for the setting "system=…": id, name, what each needs, its solo, how it scores.',
    params: [],
    returns: 'System, Name, Needs, Solo, Scoring.',
    example: '=DIP_SYSTEMS()',
    run: dipSystems,
  }),
  stakesFunction('DIP_STAKES', 'Diplomacy', 'A1:H', diplomacyStakes),
  customFunction({
    name: 'DIP_BOARDS',
    description: "The next round's Diplomacy boards of 7 and their powers: fewest repeated meetings and powers.",
    params: seatingParams('Player, Active, Avoid, Fixed table, Games', 'powers=none'),
    returns: 'Round, Board, Power, Player per seat, then a Warning: row per compromise.',
    example: '=DIP_BOARDS(Results!A1:J; 4; Players!A1:E)',
    run: (results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg) =>
      spillSeating(diplomacyBoards('DIP_BOARDS', results, round, roster, seed, settings)),
  }),
];
