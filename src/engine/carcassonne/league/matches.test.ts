import fs from 'node:fs';
import path from 'node:path';
import { saidOf } from '../../../../test/harness/errorOf';
import { render, rowsIn } from '../../i18n/message';
import type { Cell } from '../../shared/cells';
import { spillStandings } from '../../shared/game';
import { CARCASSONNE_FUNCTIONS } from '../functions';
import { carcassonnePairings } from '../pairings';
import { carcassonneStandings } from '../standings';

// SPEC §17.1 (docs/leagues.md#matches): "a row per player per game (Round, Match, Player, Score …) or a row per player
// per match with Games won"; "best-of=1|3|5|7 (default 3)"; "bye=win|win-clean|draw|loss"; the figures "Wins, Game
// difference, Games won, Points, Matches, Byes"; "default chain after Wins: game-difference>games-won".
const standings = (rows: Cell[][], settings?: string) => carcassonneStandings('CARC_STANDINGS', rows, settings);
const table = (rows: Cell[][], settings?: string) => rowsIn(spillStandings(standings(rows, settings)), 'en');
const warnings = (rows: Cell[][], settings?: string) => standings(rows, settings).warnings.map((w) => render(w));
const byPlayer = (rows: Cell[][], settings?: string) => {
  const [header, ...body] = table(rows, settings).filter((r) => r.length > 1);
  return Object.fromEntries(body.map((r) => [r[1], Object.fromEntries(header.map((h, k) => [h, r[k]]))]));
};

const WON = ['Round', 'Match', 'Player', 'Games won'];
// Round 1: Ann beats Bob 2–1, Cy beats Di 2–0. Round 2: Ann beats Cy 2–0, Di beats Bob 2–1. Round 3: Ann–Di 1–2, Bob–Cy 0–2.
const LEAGUE: Cell[][] = [
  WON,
  [1, 1, 'Ann', 2],
  [1, 1, 'Bob', 1],
  [1, 2, 'Cy', 2],
  [1, 2, 'Di', 0],
  [2, 1, 'Ann', 2],
  [2, 1, 'Cy', 0],
  [2, 2, 'Di', 2],
  [2, 2, 'Bob', 1],
  [3, 1, 'Ann', 1],
  [3, 1, 'Di', 2],
  [3, 2, 'Bob', 0],
  [3, 2, 'Cy', 2],
];

describe('match mode: a Match column (SPEC §17.1)', () => {
  it('ranks by Wins, then game difference, then games won, and spills the figures of a match', () => {
    // Ann: won 2 (2–1, 2–0), lost 1 (1–2): games 5–3, difference +2. Cy: won 2 (2–0, 2–0), lost 1 (0–2): 4–2, +2.
    // Di: won 2 (2–1, 2–1), lost 1 (0–2): 4–4 … Di's games: 0+2+2 = 4 won, 2+1+1 = 4 lost: 0. Bob: 1+1+0 = 2 won, 2+2+2 = 6 lost.
    // Ann and Cy: 2 wins, +2 each; Ann has 5 games won, Cy 4: Ann first.
    expect(table(LEAGUE)).toEqual([
      ['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Matches', 'Byes'],
      [1, 'Ann', 2, 2, 5, 3, 0],
      [2, 'Cy', 2, 2, 4, 3, 0],
      [3, 'Di', 2, 0, 4, 3, 0],
      [4, 'Bob', 0, -4, 2, 3, 0],
    ]);
  });

  it('a row per game, paired in row order, gives the same figures, with Points', () => {
    const perGame: Cell[][] = [
      ['Round', 'Match', 'Player', 'Score'],
      // Ann–Bob: 80–70, 60–90, 100–50 → Ann 2–1; points Ann 240, Bob 210
      [1, 1, 'Ann', 80],
      [1, 1, 'Bob', 70],
      [1, 1, 'Ann', 60],
      [1, 1, 'Bob', 90],
      [1, 1, 'Ann', 100],
      [1, 1, 'Bob', 50],
    ];
    expect(table(perGame)).toEqual([
      ['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Points', 'Matches', 'Byes'],
      [1, 'Ann', 1, 1, 2, 240, 1, 0],
      [2, 'Bob', 0, -1, 1, 210, 1, 0],
    ]);
  });

  it('a Game column pairs the games by number, whatever the rows’ order', () => {
    const rows: Cell[][] = [
      ['Round', 'Match', 'Game', 'Player', 'Score'],
      [1, 'A', 2, 'Ann', 60],
      [1, 'A', 1, 'Ann', 80],
      [1, 'A', 1, 'Bob', 70],
      [1, 'A', 2, 'Bob', 90],
    ];
    // game 1: Ann 80–70; game 2: Bob 90–60: 1–1, incomplete in a best of 3; complete in a best of… never: with best-of=1 too many games
    expect(warnings(rows)).toEqual(['round 1, match A: Ann 1–1 Bob is not complete in a best of 3; it counts once it is']);
    expect(standings(rows).ranked).toEqual([]);
  });

  it('an equal Score is a drawn game: played, won by neither; N games played ends the match (match-draw=half by default)', () => {
    const rows: Cell[][] = [
      ['Round', 'Match', 'Player', 'Score'],
      [1, 1, 'Ann', 80],
      [1, 1, 'Bob', 70],
      [1, 1, 'Ann', 60],
      [1, 1, 'Bob', 90],
      [1, 1, 'Ann', 75],
      [1, 1, 'Bob', 75],
    ];
    // 1–1 and a drawn game: three games played of a best of 3, a drawn match: ½ each (match-draw=half), 0 with zero
    expect(byPlayer(rows).Ann).toMatchObject({ Wins: 0.5, 'Game difference': 0, 'Games won': 1, Matches: 1 });
    expect(byPlayer(rows, 'match-draw=zero').Bob).toMatchObject({ Wins: 0 });
  });

  it('best-of=1, 5, 7: a match ends at ⌈N/2⌉ games won', () => {
    const bo5: Cell[][] = [WON, [1, 1, 'Ann', 3], [1, 1, 'Bob', 2]];
    expect(byPlayer(bo5, 'best-of=5').Ann).toMatchObject({ Wins: 1, 'Game difference': 1, 'Games won': 3 });
    expect(warnings([WON, [1, 1, 'Ann', 3], [1, 1, 'Bob', 2]], 'best-of=7')).toEqual([
      'round 1, match 1: Ann 3–2 Bob is not complete in a best of 7; it counts once it is',
    ]);
    expect(byPlayer([WON, [1, 1, 'Ann', 1], [1, 1, 'Bob', 0]], 'best-of=1').Ann).toMatchObject({ Wins: 1, 'Games won': 1 });
  });

  it('byes: a win (default), win-clean (a match won ⌈N/2⌉–0, its games counted), draw, loss; every bye is a match played', () => {
    const rows: Cell[][] = [...LEAGUE, [4, 'bye', 'Bob', ''], [4, 1, 'Ann', 2], [4, 1, 'Cy', 0]];
    expect(byPlayer(rows).Bob).toMatchObject({ Wins: 1, 'Game difference': -4, 'Games won': 2, Matches: 4, Byes: 1 });
    expect(byPlayer(rows, 'bye=win-clean').Bob).toMatchObject({ Wins: 1, 'Game difference': -2, 'Games won': 4, Matches: 4 });
    // in a best of 5 the bye is won 3–0; the league's 2–1 matches are not complete there, so only the bye counts
    expect(byPlayer(rows, 'bye=win-clean; best-of=5').Bob).toMatchObject({ 'Games won': 3, Matches: 1 });
    expect(byPlayer(rows, 'bye=draw').Bob).toMatchObject({ Wins: 0.5 });
    expect(byPlayer(rows, 'bye=draw; match-draw=zero').Bob).toMatchObject({ Wins: 0 });
    expect(byPlayer(rows, 'bye=loss').Bob).toMatchObject({ Wins: 0, Matches: 4 });
  });

  it('a bye may be written in Table, as in duel mode', () => {
    const rows: Cell[][] = [
      ['Round', 'Match', 'Table', 'Player', 'Games won'],
      [1, '', 'Riposo', 'Ann', ''],
      [1, 1, '', 'Bob', 2],
      [1, 1, '', 'Cy', 0],
    ];
    expect(byPlayer(rows).Ann).toMatchObject({ Wins: 1, Byes: 1 });
  });

  it('Italian and Romanian headers are read', () => {
    const it = [['Turno', 'Incontro', 'Giocatore', 'Partite vinte'], ...LEAGUE.slice(1)];
    const ro = [['Runda', 'Meci', 'Jucător', 'Jocuri câștigate'], ...LEAGUE.slice(1)];
    expect(table(it)).toEqual(table(LEAGUE));
    expect(table(ro)).toEqual(table(LEAGUE));
  });

  it('a match awaiting results is a warning per round, not a figure', () => {
    const rows: Cell[][] = [...LEAGUE, [4, 1, 'Ann', ''], [4, 1, 'Bob', ''], [4, 2, 'Cy', ''], [4, 2, 'Di', '']];
    expect(warnings(rows)).toEqual(['2 matches await results (round 4)']);
    expect(table(rows).slice(0, 5)).toEqual(table(LEAGUE));
    expect(standings(rows).unscored).toEqual(['4']);
  });

  it('a pair that meets in two matches is a warning', () => {
    const rows: Cell[][] = [...LEAGUE, [4, 1, 'Bob', 2], [4, 1, 'Ann', 0]];
    expect(warnings(rows)).toEqual(['Ann and Bob met 2 times']);
  });
});

describe('schedule=free: leagues without rounds (SPEC §17.3)', () => {
  // "Round may be blank or any label (a week, a group), and a player may play several matches under one label; the
  // same Match id twice under one label is an error, a pair that meets again under another id a warning."
  const WEEKS: Cell[][] = [
    WON,
    ['Week 1', 1, 'Ann', 2],
    ['Week 1', 1, 'Bob', 0],
    ['Week 1', 2, 'Ann', 2], // Ann's second match of the week
    ['Week 1', 2, 'Cy', 1],
    ['Week 2', 1, 'Bob', 2],
    ['Week 2', 1, 'Cy', 1],
    ['', 7, 'Cy', 2], // a match under no label
    ['', 7, 'Di', 0],
  ];
  const ERR = (rows: Cell[][], settings?: string) => saidOf(() => standings(rows, settings));

  it('ranks a player with two matches in a week, and a match with a blank Round', () => {
    // Ann 2 wins, games 4–1; Bob 1 win, 2–3; Cy 1 win, games 1+1+2 = 4 won, 2+2+0 = 4 lost; Di 0 wins, 0–2
    expect(table(WEEKS, 'schedule=free')).toEqual([
      ['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Matches', 'Byes'],
      [1, 'Ann', 2, 3, 4, 2, 0],
      [2, 'Cy', 1, 0, 4, 3, 0],
      [3, 'Bob', 1, -1, 2, 2, 0],
      [4, 'Di', 0, -2, 0, 1, 0],
    ]);
    expect(warnings(WEEKS, 'schedule=free')).toEqual([]);
  });

  it('numbered rounds (the default) refuse the same sheet: Ann plays two matches in week (round) 1, a blank Round is an error', () => {
    expect(ERR(WEEKS)).toBe(
      [
        'CARC_STANDINGS: row 4, Player, atMatch(round: "1", id: "2"): matchTwiceInRound(player: "Ann", round: "1", earlier: atMatch(round: "1", id: "1"))',
        'row 8, Round: blankCell(header: "Round")',
        'row 9, Round: blankCell(header: "Round")',
      ].join(' | '),
    );
  });

  it('the same Match id twice under one label is an error naming the label, the match and its players', () => {
    const rows: Cell[][] = [WON, ['Week 1', 1, 'Ann', 2], ['Week 1', 1, 'Bob', 0], ['Week 1', 1, 'Cy', 2], ['Week 1', 1, 'Di', 1]];
    expect(ERR(rows, 'schedule=free')).toBe(
      'CARC_STANDINGS: row 2, Player, atMatchUnder(label: "Week 1", id: "1"): matchPlayers(players: ["Ann", "Bob", "Cy", "Di"])',
    );
    const rendered = (() => {
      try {
        standings(rows, 'schedule=free');
      } catch (e) {
        return render((e as { problems: { group: Parameters<typeof render>[0] }[] }).problems[0].group);
      }
      throw new Error('no error');
    })();
    expect(rendered).toContain('Week 1, match 1');
  });

  it('a pair that meets again under another id is a warning, under the same label or another', () => {
    const rows: Cell[][] = [...WEEKS, ['Week 1', 3, 'Bob', 2], ['Week 1', 3, 'Ann', 1]];
    expect(warnings(rows, 'schedule=free')).toEqual(['Ann and Bob met 2 times']);
  });

  it('is not seated: CARC_PAIRINGS refuses schedule=free, saying why', () => {
    expect(saidOf(() => carcassonnePairings('CARC_PAIRINGS', WEEKS, 3, undefined, undefined, 'schedule=free'))).toBe(
      'CARC_PAIRINGS: settings: freeNotSeated',
    );
  });

  it('matches awaiting results are told under their label, or with none', () => {
    const rows: Cell[][] = [...WEEKS, ['Week 3', 1, 'Ann', ''], ['Week 3', 1, 'Di', ''], ['', 8, 'Bob', ''], ['', 8, 'Di', '']];
    expect(warnings(rows, 'schedule=free')).toEqual(['1 match awaits results (Week 3)', '1 match awaits results']);
    expect(render(standings(rows, 'schedule=free').warnings[0], 'it')).toBe('1 incontro in attesa di risultati (Week 3)');
  });
});

describe('match mode: errors name the row, the match, the value and the rule', () => {
  const ERR = (rows: Cell[][], settings?: string) => saidOf(() => standings(rows, settings));
  it.each<[string, Cell[][], string | undefined, string]>([
    [
      'three players in a match',
      [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 0], [1, 1, 'Cy', 1]],
      undefined,
      'CARC_STANDINGS: row 2, Player, atMatch(round: "1", id: "1"): matchPlayers(players: ["Ann", "Bob", "Cy"])',
    ],
    [
      'a player in two matches of a round',
      [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 0], [1, 2, 'Ann', 2], [1, 2, 'Cy', 0]],
      undefined,
      'CARC_STANDINGS: row 4, Player, atMatch(round: "1", id: "2"): matchTwiceInRound(player: "Ann", round: "1", earlier: atMatch(round: "1", id: "1"))',
    ],
    [
      'a bye and a match in one round',
      [WON, [1, 'bye', 'Ann', ''], [1, 1, 'Ann', 2], [1, 1, 'Bob', 0]],
      undefined,
      'CARC_STANDINGS: row 3, Player, atMatch(round: "1", id: "1"): byeAndMatch(player: "Ann", round: "1", other: atAside(round: "1", id: "bye"))',
    ],
    [
      'a match, then a bye in the same round',
      [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 0], [1, 'Riposo', 'Bob', '']],
      undefined,
      'CARC_STANDINGS: row 4, Player, atAside(round: "1", id: "Riposo"): byeAndMatch(player: "Bob", round: "1", other: atMatch(round: "1", id: "1"))',
    ],
    [
      'two byes in one round',
      [WON, [1, 'bye', 'Ann', ''], [1, 'bye', 'Ann', '']],
      undefined,
      'CARC_STANDINGS: row 3, Player, atAside(round: "1", id: "bye"): byeTwice(player: "Ann", round: "1")',
    ],
    [
      'a blank Game on a row of a game',
      [
        ['Round', 'Match', 'Game', 'Player', 'Score'],
        [1, 1, 1, 'Ann', 80],
        [1, 1, 1, 'Bob', 70],
        [1, 1, '', 'Ann', 90],
        [1, 1, '', 'Bob', 60],
      ],
      undefined,
      'CARC_STANDINGS: row 4, Game, atMatch(round: "1", id: "1"): blankCell(header: "Game") | row 5, Game, atMatch(round: "1", id: "1"): blankCell(header: "Game")',
    ],
    [
      'more games than best-of',
      [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 2]],
      undefined,
      'CARC_STANDINGS: row 2, Games won, atMatch(round: "1", id: "1"): tooManyGames(games: 4, bestOf: 3)',
    ],
    [
      'a player over ⌈N/2⌉',
      [WON, [1, 1, 'Ann', 3], [1, 1, 'Bob', 0]],
      undefined,
      'CARC_STANDINGS: row 2, Games won, atMatch(round: "1", id: "1"): tooManyWins(player: "Ann", won: 3, bestOf: 3, need: 2)',
    ],
    [
      'two Games won rows for one player',
      [WON, [1, 1, 'Ann', 1], [1, 1, 'Bob', 0], [1, 1, 'Ann', 1]],
      undefined,
      'CARC_STANDINGS: row 4, Player, atMatch(round: "1", id: "1"): gamesWonTwice(player: "Ann", rows: 2)',
    ],
    [
      'games that do not pair',
      [
        ['Round', 'Match', 'Player', 'Score'],
        [1, 1, 'Ann', 80],
        [1, 1, 'Bob', 70],
        [1, 1, 'Ann', 90],
      ],
      undefined,
      'CARC_STANDINGS: row 4, Player, atMatch(round: "1", id: "1"): gamesUnpaired(player: "Ann", games: 2, other: "Bob", otherGames: 1)',
    ],
    [
      'a Game number twice',
      [
        ['Round', 'Match', 'Game', 'Player', 'Score'],
        [1, 1, 1, 'Ann', 80],
        [1, 1, 1, 'Bob', 70],
        [1, 1, 1, 'Ann', 90],
        [1, 1, 2, 'Bob', 60],
      ],
      undefined,
      'CARC_STANDINGS: row 4, Game, atMatch(round: "1", id: "1"): gameNumberTwice(player: "Ann", game: "1")',
    ],
    [
      'Score and Games won both',
      [
        ['Round', 'Match', 'Player', 'Score', 'Games won'],
        [1, 1, 'Ann', 80, 1],
      ],
      undefined,
      'CARC_STANDINGS: row 1: scoreAndGamesWon(score: "Score", gamesWon: "Games won")',
    ],
    [
      'neither Score nor Games won',
      [
        ['Round', 'Match', 'Player'],
        [1, 1, 'Ann'],
      ],
      undefined,
      'CARC_STANDINGS: row 1: noScoreNorGamesWon',
    ],
    [
      'a bye with games',
      [WON, [1, 'bye', 'Ann', 2]],
      undefined,
      'CARC_STANDINGS: row 2, Games won: byeWithGames(player: "Ann", value: "2")',
    ],
    [
      // a bracket's stage is read after the rounds (docs/formats.md#brackets): with no round, nobody is a finalist
      'a stage of the final with no round before it',
      [WON, ['QF', 1, 'Ann', 2], ['QF', 1, 'Bob', 0]],
      undefined,
      'CARC_STANDINGS: row 2, Player, atMatchUnder(label: "QF", id: "1"): notAFinalist(player: "Ann") | row 3, Player, atMatchUnder(label: "QF", id: "1"): notAFinalist(player: "Bob")',
    ],
    [
      'a Games won that is not a whole number',
      [WON, [1, 1, 'Ann', 1.5], [1, 1, 'Bob', 0]],
      undefined,
      'CARC_STANDINGS: row 2, Games won, atMatch(round: "1", id: "1"): notWhole(noun: "Games won", value: 1.5)',
    ],
    [
      'a blank Games won beside a filled one',
      [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', '']],
      undefined,
      'CARC_STANDINGS: row 3, Games won, atMatch(round: "1", id: "1"): blankScoreFor(header: "Games won", player: "Bob")',
    ],
    [
      'an unknown best-of',
      LEAGUE,
      'best-of=4',
      'CARC_STANDINGS: settings: settingNotAllowed(key: "best-of", value: "4", allowed: ["3", "1", "5", "7"])',
    ],
  ])('%s', (_, rows, settings, message) => expect(ERR(rows, settings)).toBe(message));

  it('an error reads in Italian and Romanian', () => {
    const error = (() => {
      try {
        standings([WON, [1, 1, 'Ann', 3], [1, 1, 'Bob', 0]]);
      } catch (e) {
        return e as { problems: { message: Parameters<typeof render>[0] }[] };
      }
      throw new Error('no error');
    })();
    const said = error.problems[0].message;
    expect(render(said, 'it')).toBe(
      "Ann ha vinto 3 partite di un incontro al meglio di 3; l'incontro finisce quando un giocatore ne vince 2",
    );
    expect(render(said, 'ro')).toBe(
      'Ann a câștigat 3 partide dintr-un meci cel mai bun din 3; meciul se termină când un jucător câștigă 2',
    );
  });
});

describe('CARC_STANDINGS says match mode where a user reads it (its help, its argument, its example)', () => {
  const f = CARCASSONNE_FUNCTIONS.find((g) => g.name === 'CARC_STANDINGS');
  it.each([
    ['description', f?.description],
    ['results argument', f?.params[0].description],
    ['settings argument', f?.params[1].description],
    ['returns', f?.returns],
  ])('its %s names the Match column, Games won or best-of', (_, text) => expect(text).toMatch(/Match|Games won|best-of/));
  it('its description names all three, and its example a match sheet with best-of', () => {
    for (const word of ['Match', 'Games won', 'best-of']) expect(f?.description).toContain(word);
    expect(f?.example).toMatch(/best-of=/);
  });
});

describe('the example league (examples/carcassonne-league.csv)', () => {
  it('is read whole', () => {
    const text = fs.readFileSync(path.join(__dirname, '../../../../examples/carcassonne-league.csv'), 'utf8');
    const rows = text
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    expect(standings(rows, 'preset=gg-league').ranked).toHaveLength(12);
  });
});
