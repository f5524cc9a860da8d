import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { errorOf, saidOf } from '../../../../test/harness/errorOf';
import { render, rowsIn } from '../../i18n/message';
import type { Cell } from '../../shared/cells';
import { spillStandings } from '../../shared/game';
import { CARCASSONNE_FUNCTIONS } from '../functions';
import { carcassonneStandings } from '../standings';
import { carcassonneTeams } from './teamStandings';

// SPEC §17.4 (docs/leagues.md#team-events): "A Team column (aliases Squadra, Echipă) on each row makes a team event:
// the matches of a round between players of two teams form a team match (duels=3|5, default 3: a team match with
// another number of duels is an error naming its rows); a team match is won by the team with more duels (matches) won,
// and drawn when equal (match-draw applies). CARC_TEAMS(results; [settings]) spills Rank, Team, Team matches won, Duel
// difference (duels won − lost), Game difference, Games won, Team matches, with preset=gg-teams (chain after team
// matches won: duel-difference>game-difference>games-won>h2h>lot, h2h and lot as in 17.2 but between teams; a team's
// Lot on any of its rows). […] A player in two teams, or a match between players of one team: an error naming the rows."
// carcassonne.gg's team legend (gg-html/tournaments.html of github.com/zaharik-ua/carcassonne-gg): "for TEAM, sort by
// MW, then DW-DL, then GW-GL", then GW.
const teams = (rows: Cell[][], settings?: string) => carcassonneTeams('CARC_TEAMS', rows, settings);
const table = (rows: Cell[][], settings?: string) => rowsIn(spillStandings(teams(rows, settings)), 'en');
const ranks = (rows: Cell[][], settings?: string) =>
  teams(rows, settings).ranked.map((r) => [r.item.team, r.shared ? `=${r.rank}` : r.rank]);
const ERR = (rows: Cell[][], settings?: string) => saidOf(() => teams(rows, settings));

const HEADER = ['Round', 'Match', 'Team', 'Player', 'Games won'];
const PLAYERS: Record<string, string[]> = {
  Italia: ['Ana', 'Bea', 'Cat'],
  Roma: ['Dan', 'Eli', 'Fay'],
  Sibiu: ['Gil', 'Hal', 'Ion'],
  Tulcea: ['Jon', 'Kim', 'Lia'],
};
/** A team match of three duels: the k-th players of each team meet, with the games each won. */
const teamMatch = (round: number, a: string, b: string, games: [number, number][]): Cell[][] =>
  games.flatMap(([x, y], k) => [
    [round, `${a}-${b} ${k + 1}`, a, PLAYERS[a][k], x],
    [round, `${a}-${b} ${k + 1}`, b, PLAYERS[b][k], y],
  ]);

// A cycle of three teams. R1 Italia–Roma: Ana 2–0 Dan, Bea 1–2 Eli, Cat 2–1 Fay: Italia 2 duels to 1, games 5–3.
// R2 Italia–Sibiu: Ana 0–2 Gil, Bea 0–2 Hal, Cat 2–0 Ion: Sibiu 2–1, games 4–2. R3 Roma–Sibiu: Dan 2–0 Gil, Eli 2–1
// Hal, Fay 0–2 Ion: Roma 2–1, games 4–3. Each team won one team match and 3 duels of 6 (difference 0). Games:
// Italia 5 + 2 = 7 won, 3 + 4 = 7 lost (0); Roma 3 + 4 = 7, 5 + 3 = 8 (−1); Sibiu 4 + 3 = 7, 2 + 4 = 6 (+1).
const CYCLE: Cell[][] = [
  HEADER,
  ...teamMatch(1, 'Italia', 'Roma', [
    [2, 0],
    [1, 2],
    [2, 1],
  ]),
  ...teamMatch(2, 'Italia', 'Sibiu', [
    [0, 2],
    [0, 2],
    [2, 0],
  ]),
  ...teamMatch(3, 'Roma', 'Sibiu', [
    [2, 0],
    [2, 1],
    [0, 2],
  ]),
];

describe('CARC_TEAMS: a team match is won by more duels won (SPEC §17.4)', () => {
  it('spills Rank, Team, Team matches won, Duel difference, Game difference, Games won, Team matches; ranked by the default chain', () => {
    // all three: 1 team match won, duel difference 0; game difference decides: Sibiu +1, Italia 0, Roma −1
    expect(table(CYCLE)).toEqual([
      ['Rank', 'Team', 'Team matches won', 'Duel difference', 'Game difference', 'Games won', 'Team matches'],
      [1, 'Sibiu', 1, 0, 1, 7, 2],
      [2, 'Italia', 1, 0, 0, 7, 2],
      [3, 'Roma', 1, 0, -1, 7, 2],
    ]);
  });

  it('the duels decide a team match, not the games: Italia wins 2–1 in duels with fewer games won', () => {
    // Ana 2–0 Dan, Bea 2–1 Eli, Cat 0–2 Fay... and with a 2–1, 2–1, 0–2: Italia 4 games, Roma 4: still Italia's
    const rows = [
      HEADER,
      ...teamMatch(1, 'Italia', 'Roma', [
        [2, 1],
        [2, 1],
        [0, 2],
      ]),
    ];
    expect(table(rows)).toEqual([
      ['Rank', 'Team', 'Team matches won', 'Duel difference', 'Game difference', 'Games won', 'Team matches'],
      [1, 'Italia', 1, 1, 0, 4, 1],
      [2, 'Roma', 0, -1, 0, 4, 1],
    ]);
  });

  it('duels=5: a team match of five duels', () => {
    const five = { ...PLAYERS, Italia: ['Ana', 'Bea', 'Cat', 'Dot', 'Eva'], Roma: ['Dan', 'Eli', 'Fay', 'Gus', 'Hub'] };
    const rows: Cell[][] = [HEADER];
    [
      [2, 0],
      [0, 2],
      [2, 1],
      [1, 2],
      [2, 0],
    ].forEach(([x, y], k) => {
      rows.push([1, k + 1, 'Italia', five.Italia[k], x], [1, k + 1, 'Roma', five.Roma[k], y]);
    });
    // Italia 3 duels to 2, games 7–5
    expect(table(rows, 'duels=5').slice(1)).toEqual([
      [1, 'Italia', 1, 1, 2, 7, 1],
      [2, 'Roma', 0, -1, -2, 5, 1],
    ]);
  });

  it('a drawn team match (a drawn duel leaves the duels equal) counts by match-draw: half, or zero', () => {
    // best of 1 with Scores: Ana 10–10 Dan is a drawn game, so a drawn duel; Bea 12–8 Eli, Cat 5–9 Fay: 1 duel each
    const rows: Cell[][] = [
      ['Round', 'Match', 'Team', 'Player', 'Score'],
      [1, 1, 'Italia', 'Ana', 10],
      [1, 1, 'Roma', 'Dan', 10],
      [1, 2, 'Italia', 'Bea', 12],
      [1, 2, 'Roma', 'Eli', 8],
      [1, 3, 'Italia', 'Cat', 5],
      [1, 3, 'Roma', 'Fay', 9],
    ];
    expect(table(rows, 'best-of=1').slice(1)).toEqual([
      ['=1', 'Italia', 0.5, 0, 0, 1, 1],
      ['=1', 'Roma', 0.5, 0, 0, 1, 1],
    ]);
    expect(
      table(rows, 'best-of=1; match-draw=zero')
        .slice(1, 3)
        .map((r) => r[2]),
    ).toEqual([0, 0]);
  });

  it('reads Italian and Romanian headers, and spills its headers in the reader’s language', () => {
    const it = CYCLE.map((r, k) => (k === 0 ? ['Turno', 'Incontro', 'Squadra', 'Giocatore', 'Partite vinte'] : r));
    const ro = CYCLE.map((r, k) => (k === 0 ? ['Runda', 'Meci', 'Echipă', 'Jucător', 'Jocuri câștigate'] : r));
    expect(ranks(it)).toEqual(ranks(CYCLE));
    expect(rowsIn(spillStandings(teams(ro)), 'ro')[0]).toEqual([
      'Loc',
      'Echipă',
      'Meciuri pe echipe câștigate',
      'Diferența de dueluri',
      'Diferența de jocuri',
      'Jocuri câștigate',
      'Meciuri pe echipe',
    ]);
    expect(rowsIn(spillStandings(teams(it)), 'it')[0]).toEqual([
      expect.any(String),
      'Squadra',
      'Incontri di squadra vinti',
      'Differenza duelli',
      'Differenza partite',
      'Partite vinte',
      'Incontri di squadra',
    ]);
  });

  it('the individual standings stay with CARC_STANDINGS, the Team column present', () => {
    // Ana won 2 duels (2–0, 0–2... Ana: 2–0 Dan, 0–2 Gil): 1 win; Cat 2–1, 2–0: 2 wins, games 4–1
    const s = carcassonneStandings('CARC_STANDINGS', CYCLE);
    expect(s.ranked[0].item.player).toBe('Cat');
    expect(s.ranked.map((r) => r.item.player).sort()).toEqual(['Ana', 'Bea', 'Cat', 'Dan', 'Eli', 'Fay', 'Gil', 'Hal', 'Ion']);
    expect(s.columns.map((c) => c.key)).not.toContain('team');
  });
});

// Italia and Roma level after everything but the match between them, which Italia won. R1 Italia–Roma: Ana 2–0 Dan,
// Bea 0–2 Eli, Cat 2–1 Fay (Italia 2 duels to 1, games 4–3). R2 Italia–Sibiu: Ana 2–1 Gil, Bea 1–2 Hal, Cat 1–2 Ion
// (Sibiu 2–1, games 5–4). R3 Roma–Sibiu: Dan 2–1 Gil, Eli 2–1 Hal, Fay 1–2 Ion (Roma 2–1, games 5–4).
// Italia: 1 team match won, duels 3–3, games 4 + 4 = 8 won, 3 + 5 = 8 lost. Roma: 1, 3–3, 3 + 5 = 8, 4 + 4 = 8.
// Sibiu: 1, 3–3, 5 + 4 = 9, 4 + 5 = 9: first on games won.
const H2H: Cell[][] = [
  HEADER,
  ...teamMatch(1, 'Italia', 'Roma', [
    [2, 0],
    [0, 2],
    [2, 1],
  ]),
  ...teamMatch(2, 'Italia', 'Sibiu', [
    [2, 1],
    [1, 2],
    [1, 2],
  ]),
  ...teamMatch(3, 'Roma', 'Sibiu', [
    [2, 1],
    [2, 1],
    [1, 2],
  ]),
];

describe('preset=gg-teams: h2h and lot between teams', () => {
  it('h2h puts Italia above Roma: level on everything else, Italia won the team match between them', () => {
    expect(ranks(H2H, 'tiebreak=duel-difference>game-difference>games-won')).toEqual([
      ['Sibiu', 1],
      ['Italia', '=2'],
      ['Roma', '=2'],
    ]);
    expect(ranks(H2H, 'preset=gg-teams')).toEqual([
      ['Sibiu', 1],
      ['Italia', 2],
      ['Roma', 3],
    ]);
  });

  // R1 Italia–Roma and Sibiu–Tulcea end alike (2–0, 2–0, 0–2: 2 duels to 1, games 4–2): Italia and Sibiu, who never
  // met, are level on everything, and so are Roma and Tulcea. Sibiu's Lot is 1 (on one of its rows), Italia's 2.
  const ALIKE: [number, number][] = [
    [2, 0],
    [2, 0],
    [0, 2],
  ];
  const LOTS: Cell[][] = [
    [...HEADER, 'Lot'],
    ...teamMatch(1, 'Italia', 'Roma', ALIKE).map((r) => [...r, r[3] === 'Bea' ? 2 : '']),
    ...teamMatch(1, 'Sibiu', 'Tulcea', ALIKE).map((r) => [...r, r[3] === 'Ion' ? 1 : '']),
  ];

  it('lot orders the teams still level, those with a Lot first; those without share their rank', () => {
    expect(ranks(LOTS, 'preset=gg-teams')).toEqual([
      ['Sibiu', 1],
      ['Italia', 2],
      ['Roma', '=3'],
      ['Tulcea', '=3'],
    ]);
    expect(ranks(LOTS)).toEqual([
      ['Italia', '=1'],
      ['Sibiu', '=1'],
      ['Roma', '=3'],
      ['Tulcea', '=3'],
    ]);
  });

  it('a team with two Lots is an error at the second', () => {
    const rows = LOTS.map((r) => (r[3] === 'Ana' ? [...r.slice(0, 5), 3] : r));
    expect(ERR(rows, 'preset=gg-teams')).toBe('CARC_TEAMS: row 4, Lot: lotTwice(player: "Italia", lots: [3, 2], team: true)');
    expect(errorOf(() => teams(rows, 'preset=gg-teams; lang=it'))).toContain('a team');
  });
});

describe('a team event: errors name the rows (SPEC §17.4)', () => {
  it('no Team column', () => {
    const rows = CYCLE.map((r) => [r[0], r[1], r[3], r[4]]);
    expect(ERR(rows)).toBe('CARC_TEAMS: row 1: columnMissing(column: columnLabel(key: "team"), aliases: ["Team", "Squadra", "Echipă"])');
  });

  it('a blank Team', () => {
    const rows = CYCLE.map((r, k) => (k === 3 ? [r[0], r[1], '', r[3], r[4]] : r));
    expect(ERR(rows)).toBe('CARC_TEAMS: row 4, Team: blankCell(header: "Team")');
  });

  it('a player in two teams: at the later row, with the earlier', () => {
    // Ana plays for Italia at row 2, for Sibiu in round 2
    const rows = CYCLE.map((r) => (r[0] === 2 && r[3] === 'Ana' ? [r[0], r[1], 'Sibiu', r[3], r[4]] : r));
    expect(ERR(rows)).toBe('CARC_TEAMS: row 8, Team: teamTwice(player: "Ana", team: "Sibiu", earlier: "Italia", row: 2)');
  });

  it('a match between players of one team', () => {
    const rows: Cell[][] = [HEADER, [1, 1, 'Italia', 'Ana', 2], [1, 1, 'Italia', 'Bea', 0]];
    expect(ERR(rows)).toBe(
      'CARC_TEAMS: row 2, Team, atMatch(round: "1", id: "1"): sameTeam(players: ["Ana", "Bea"], team: "Italia", rows: [2, 3])',
    );
  });

  it('a team match of another number of duels than duels=', () => {
    // round 1 Italia–Roma has 3 duels, at rows 2, 4 and 6; with duels=5 that is too few
    expect(ERR(CYCLE, 'duels=5').split(' | ')[0]).toBe(
      'CARC_TEAMS: row 2, Match, atTeamMatch(round: "1", teams: ["Italia", "Roma"], free: false): teamMatchDuels(duels: 3, need: 5, rows: [2, 4, 6])',
    );
    // a fourth duel in round 3: Roma–Sibiu at rows 14, 16, 18 and 20
    const rows = [...CYCLE, [3, 'extra', 'Roma', 'Dan2', 2], [3, 'extra', 'Sibiu', 'Gil2', 0]];
    expect(ERR(rows)).toBe(
      'CARC_TEAMS: row 14, Match, atTeamMatch(round: "3", teams: ["Roma", "Sibiu"], free: false): teamMatchDuels(duels: 4, need: 3, rows: [14, 16, 18, 20])',
    );
  });

  it('an error is told in every language', () => {
    const rows: Cell[][] = [HEADER, [1, 1, 'Italia', 'Ana', 2], [1, 1, 'Italia', 'Bea', 0]];
    expect(errorOf(() => teams(rows))).toBe(
      'CARC_TEAMS: row 2 (round 1, match 1): Ana and Bea (rows 2 and 3) are both of Italia; in a team event a match is between players of two teams',
    );
  });
});

describe('duel mode: a sheet of tables of 2, a game being a match of one (SPEC §17.2, §17.4)', () => {
  // R1 Italia–Roma at tables 1–3: Ana 80–70 Dan (Italia's), Bea 60–75 Eli (Roma's), Cat 90–90 Fay (an equal score);
  // Gil has a bye, which counts for no team
  const DUELS: Cell[][] = [
    ['Round', 'Table', 'Team', 'Player', 'Score', 'Starts'],
    [1, 1, 'Italia', 'Ana', 80, 'x'],
    [1, 1, 'Roma', 'Dan', 70, ''],
    [1, 2, 'Italia', 'Bea', 60, ''],
    [1, 2, 'Roma', 'Eli', 75, 'x'],
    [1, 3, 'Italia', 'Cat', 90, 'x'],
    [1, 3, 'Roma', 'Fay', 90, ''],
    [1, 'bye', 'Sibiu', 'Gil', '', ''],
  ];

  it('an equal score is a drawn duel (draw=half): one duel each, a drawn team match, ½ each', () => {
    expect(table(DUELS).slice(1)).toEqual([
      ['=1', 'Italia', 0.5, 0, 0, 1, 1],
      ['=1', 'Roma', 0.5, 0, 0, 1, 1],
    ]);
  });

  it('draw=starter-loses: Cat started, so Fay won the third duel, and Roma the team match 2–1', () => {
    expect(table(DUELS, 'draw=starter-loses').slice(1)).toEqual([
      [1, 'Roma', 1, 1, 1, 2, 1],
      [2, 'Italia', 0, -1, -1, 1, 1],
    ]);
  });

  it('a table of 3 is an error: a team event is of duels or matches', () => {
    const rows = [...DUELS.slice(0, 7), [1, 3, 'Sibiu', 'Hal', 50, '']];
    expect(ERR(rows).split(' | ')[0]).toBe(
      'CARC_TEAMS: row 6, Table, atSitting(round: "1", kind: "table", id: "3"): teamTableSize(players: 3)',
    );
  });

  it('without a Team column the same sheet is refused', () => {
    expect(ERR(DUELS.map((r) => [r[0], r[1], r[3], r[4]]))).toMatch(/^CARC_TEAMS: row 1: columnMissing/);
  });
});

describe('team matches awaiting results', () => {
  it('a team match with a duel not yet played is not counted, and said; the others are', () => {
    const rows = CYCLE.map((r) => (r[0] === 3 && r[3] === 'Fay' ? [3, r[1], r[2], r[3], ''] : r));
    const blank = rows.map((r) => (r[0] === 3 && r[1] === 'Roma-Sibiu 3' ? [...r.slice(0, 4), ''] : r));
    const s = teams(blank);
    expect(s.warnings.map((w) => render(w))).toEqual(['1 match awaits results (round 3)', '1 team match awaits results (round 3)']);
    expect(s.warnings.map((w) => render(w, 'it'))[1]).toBe('1 incontro di squadra in attesa di risultati (turno 3)');
    expect(s.warnings.map((w) => render(w, 'ro'))[1]).toBe('1 meci pe echipe așteaptă rezultatele (runda 3)');
    // only R1 and R2 count: Italia 1 win (2–1 duels, 5–3 games, then 1–2, 2–4), Sibiu 1 (2–1, 4–2), Roma 0
    expect(table(blank).slice(1, 4)).toEqual([
      [1, 'Sibiu', 1, 1, 2, 4, 1],
      [2, 'Italia', 1, 0, 0, 7, 2],
      [3, 'Roma', 0, -1, -2, 3, 1],
    ]);
    expect(s.unscored).toEqual(['3']);
  });

  it('schedule=free: a team match is named by its label', () => {
    const rows = CYCLE.map((r, k) => (k === 0 ? r : [`Week ${r[0]}`, ...r.slice(1)]));
    expect(ranks(rows, 'schedule=free')).toEqual(ranks(CYCLE));
    expect(ERR(rows, 'schedule=free; duels=5').split(' | ')[0]).toBe(
      'CARC_TEAMS: row 2, Match, atTeamMatch(round: "Week 1", teams: ["Italia", "Roma"], free: true): teamMatchDuels(duels: 3, need: 5, rows: [2, 4, 6])',
    );
  });
});

describe('a real team cup: carcassonne.gg, Copa America 2021', () => {
  // Its 21 team matches of 5 best-of-3 duels, a round-robin of 7 teams over 7 rounds, as published
  // (json-data/tournaments-done/Copa-America-2021.json of github.com/zaharik-ua/carcassonne-gg at commit 233bf44, last
  // changed in cf54006; type "TEAM", stage1_format "Round-robin"), transcribed into examples/carcassonne-teams.csv: a
  // duel's first player plays for the team match's first team, each player named as the event's roster writes them
  // (the duels write some in another case). Each team's published MW, DW, DL, GW, GL, in the order of its published
  // final ranking: 1 Mexico, 2 United States, 3 Brazil, 4 Colombia, 5 Chile, 6 Argentina, 7 Peru.
  const PUBLISHED: [string, number, number, number, number, number][] = [
    ['Mexico', 5, 19, 11, 44, 29],
    ['United States', 5, 18, 12, 38, 32], // level with Mexico on team matches won: duel difference +6 against +8
    ['Brazil', 4, 18, 12, 41, 30],
    ['Colombia', 4, 17, 13, 40, 36], // duel difference +4 against Brazil's +6
    ['Chile', 1, 13, 17, 33, 40],
    ['Argentina', 1, 11, 19, 31, 42],
    ['Peru', 1, 9, 21, 30, 48],
  ];
  const text = fs.readFileSync(path.join(__dirname, '../../../../examples/carcassonne-teams.csv'), 'utf8');
  const rows = text
    .trim()
    .split('\n')
    .map((l) => l.split(','));

  it('preset=gg-teams gives the published order and figures, every rank its own', () => {
    const cup = teams(rows, 'preset=gg-teams; duels=5');
    expect(
      cup.ranked.map((r) => [r.item.team, r.item.points.toNumber(), r.item.duelsWon, r.item.duelsLost, r.item.gamesWon, r.item.gamesLost]),
    ).toEqual(PUBLISHED);
    expect(cup.ranked.every((r) => !r.shared && r.item.teamMatches === 6)).toBe(true);
    expect(cup.warnings).toEqual([]);
  });

  it('with the default duels=3 the cup is refused, naming the first team match’s rows', () => {
    expect(ERR(rows).split(' | ')[0]).toMatch(
      /^CARC_TEAMS: row 2, Match, .*teamMatchDuels\(duels: 5, need: 3, rows: \[2, 4, 6, 8, 10\]\)$/,
    );
  });
});

describe("a real team cup's group: carcassonne.gg, Torneo por Equipos Carcassonne Spain 2025, group A", () => {
  // Stage 1, group A of TECS-2025 (json-data/tournaments-done/TECS-2025.json of github.com/zaharik-ua/carcassonne-gg at
  // commit 233bf44, last changed in cf54006; type "TEAM", group round-robins, team matches of 3 best-of-3 duels), its 6
  // team matches as published, each player named as the event's roster writes them. Published (MW, DW–DL, GW–GL):
  // NEXUM 2, 6–3, 14–9; Agusto 2, 6–3, 13–8; Meeples en cholas 2, 5–4, 11–9; Señoras que juegan a Carcassonne 0, 1–8,
  // 4–16. The page's team legend ranks NEXUM above Agusto on games won (14 to 13) with duel and game difference equal,
  // although Agusto won their team match 2–1 in round 2: games-won comes before h2h in the chain.
  const rows = [
    `Round,Match,Team,Player,Games won`,
    `1,20250819-AGUST-SEÑCS 1,Agusto,Lichidakiller,2`,
    `1,20250819-AGUST-SEÑCS 1,Señoras que juegan a Carcassonne,zygaena,1`,
    `1,20250819-AGUST-SEÑCS 2,Agusto,TheDude1312,2`,
    `1,20250819-AGUST-SEÑCS 2,Señoras que juegan a Carcassonne,SuperMa,0`,
    `1,20250819-AGUST-SEÑCS 3,Agusto,Lady Pendeja,2`,
    `1,20250819-AGUST-SEÑCS 3,Señoras que juegan a Carcassonne,Keteveo,0`,
    `1,20250824-MEECH-NEXUM 1,🩴Meeples en cholas🩴,FEIFER90,0`,
    `1,20250824-MEECH-NEXUM 1,NEXUM,Nallerheim,2`,
    `1,20250824-MEECH-NEXUM 2,🩴Meeples en cholas🩴,Msterdestroyer,1`,
    `1,20250824-MEECH-NEXUM 2,NEXUM,valle13,2`,
    `1,20250824-MEECH-NEXUM 3,🩴Meeples en cholas🩴,AlbertoBG,2`,
    `1,20250824-MEECH-NEXUM 3,NEXUM,Kingkelodeon,1`,
    `2,20250827-SEÑCS-MEECH 1,Señoras que juegan a Carcassonne,HuevosconPatatas,0`,
    `2,20250827-SEÑCS-MEECH 1,🩴Meeples en cholas🩴,Osvaldo Del Arco,2`,
    `2,20250827-SEÑCS-MEECH 2,Señoras que juegan a Carcassonne,zygaena,0`,
    `2,20250827-SEÑCS-MEECH 2,🩴Meeples en cholas🩴,YosuPerfumado,2`,
    `2,20250827-SEÑCS-MEECH 3,Señoras que juegan a Carcassonne,Keteveo,2`,
    `2,20250827-SEÑCS-MEECH 3,🩴Meeples en cholas🩴,Deckard_Hill,0`,
    `2,20250831-NEXUM-AGUST 1,NEXUM,texe1,1`,
    `2,20250831-NEXUM-AGUST 1,Agusto,IQIUB,2`,
    `2,20250831-NEXUM-AGUST 2,NEXUM,Zokanero,2`,
    `2,20250831-NEXUM-AGUST 2,Agusto,TheDude1312,1`,
    `2,20250831-NEXUM-AGUST 3,NEXUM,Temrak,0`,
    `2,20250831-NEXUM-AGUST 3,Agusto,Jules26,2`,
    `3,20250904-SEÑCS-NEXUM 1,Señoras que juegan a Carcassonne,saizechezarreta,0`,
    `3,20250904-SEÑCS-NEXUM 1,NEXUM,Temrak,2`,
    `3,20250904-SEÑCS-NEXUM 2,Señoras que juegan a Carcassonne,SuperMa,1`,
    `3,20250904-SEÑCS-NEXUM 2,NEXUM,texe1,2`,
    `3,20250904-SEÑCS-NEXUM 3,Señoras que juegan a Carcassonne,uxia2024,0`,
    `3,20250904-SEÑCS-NEXUM 3,NEXUM,valle13,2`,
    `3,20250904-MEECH-AGUST 1,🩴Meeples en cholas🩴,AlbertoBG,2`,
    `3,20250904-MEECH-AGUST 1,Agusto,Lady Pendy,0`,
    `3,20250904-MEECH-AGUST 2,🩴Meeples en cholas🩴,Osvaldo Del Arco,0`,
    `3,20250904-MEECH-AGUST 2,Agusto,IQIUB,2`,
    `3,20250904-MEECH-AGUST 3,🩴Meeples en cholas🩴,FEIFER90,2`,
    `3,20250904-MEECH-AGUST 3,Agusto,Lichidakiller,0`,
  ].map((l) => l.split(','));

  it('preset=gg-teams gives the published order: NEXUM over Agusto on games won, before h2h is reached', () => {
    const group = teams(rows, 'preset=gg-teams');
    expect(
      group.ranked.map((r) => [
        r.item.team,
        r.item.points.toNumber(),
        r.item.duelsWon,
        r.item.duelsLost,
        r.item.gamesWon,
        r.item.gamesLost,
      ]),
    ).toEqual([
      ['NEXUM', 2, 6, 3, 14, 9],
      ['Agusto', 2, 6, 3, 13, 8],
      ['🩴Meeples en cholas🩴', 2, 5, 4, 11, 9],
      ['Señoras que juegan a Carcassonne', 0, 1, 8, 4, 16],
    ]);
    // with h2h first, Agusto's win over NEXUM would put it above: the chain's order is the legend's
    expect(ranks(rows, 'tiebreak=duel-difference>game-difference>h2h>games-won').slice(0, 2)).toEqual([
      ['Agusto', 1],
      ['NEXUM', 2],
    ]);
  });
});

describe('the declaration', () => {
  it('CARC_TEAMS is declared once, with its results and settings', () => {
    const f = CARCASSONNE_FUNCTIONS.find((x) => x.name === 'CARC_TEAMS');
    expect(f?.params.map((p) => p.name)).toEqual(['results', 'settings']);
    expect(rowsIn(f?.run(CYCLE) as Parameters<typeof rowsIn>[0], 'en')).toEqual(table(CYCLE));
  });
});

describe('properties', () => {
  const names = Object.keys(PLAYERS);
  const RESULTS: [number, number][] = [
    [2, 0],
    [2, 1],
    [1, 2],
    [0, 2],
  ];
  // a random round-robin of four teams (six team matches of three best-of-3 duels), some teams with a Lot
  const event = fc
    .tuple(
      fc.array(fc.constantFrom(...RESULTS), { minLength: 18, maxLength: 18 }),
      fc.array(fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), { minLength: 4, maxLength: 4 }),
    )
    .map(([duels, lots]) => {
      const rows: Cell[][] = [];
      let k = 0;
      let round = 0;
      for (let i = 0; i < names.length; i++)
        for (let j = i + 1; j < names.length; j++) {
          round++;
          rows.push(...teamMatch(round, names[i], names[j], duels.slice(k, k + 3)).map((r) => [...r, '']));
          k += 3;
        }
      names.forEach((t, i) => {
        const first = rows.find((r) => r[2] === t) as Cell[];
        first[5] = lots[i] ?? '';
      });
      return rows;
    });
  const WITH_LOT = [...HEADER, 'Lot'];
  const rankOf = (rows: Cell[][], settings: string) =>
    new Map(teams([WITH_LOT, ...rows], settings).ranked.map((r) => [r.item.team, r.rank]));

  it('the order of the rows never changes a team’s rank', () => {
    fc.assert(
      fc.property(
        event.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }))),
        fc.constantFrom('preset=gg-teams', '', 'tiebreak=h2h>lot'),
        ([rows, shuffled], settings) => {
          expect(rankOf(shuffled, settings)).toEqual(rankOf(rows, settings));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lot only orders teams equal on everything else', () => {
    fc.assert(
      fc.property(event, (rows) => {
        const without = rankOf(rows, 'tiebreak=duel-difference>game-difference>games-won>h2h');
        const withLot = rankOf(rows, 'preset=gg-teams');
        for (const a of names)
          for (const b of names) {
            if ((without.get(a) as number) < (without.get(b) as number)) expect(withLot.get(a)).toBeLessThan(withLot.get(b) as number);
            if (without.get(a) === without.get(b) && withLot.get(a) !== withLot.get(b)) {
              // told apart by lot alone: the one ranked higher has a Lot, lower than the other's or the other has none
              const lotOf = (t: string) => rows.find((r) => r[2] === t && r[5] !== '')?.[5] as number | undefined;
              const [hi, lo] = (withLot.get(a) as number) < (withLot.get(b) as number) ? [a, b] : [b, a];
              expect(lotOf(hi)).toBeDefined();
              if (lotOf(lo) !== undefined) expect(lotOf(hi)).toBeLessThan(lotOf(lo) as number);
            }
          }
      }),
      { numRuns: 80 },
    );
  });

  it('h2h is applied once: its ranking refines the one before it, and the teams it leaves equal share a rank', () => {
    fc.assert(
      fc.property(event, (rows) => {
        const before = rankOf(rows, 'tiebreak=duel-difference>game-difference>games-won');
        const after = teams([WITH_LOT, ...rows], 'tiebreak=duel-difference>game-difference>games-won>h2h').ranked;
        const rank = new Map(after.map((r) => [r.item.team, r.rank]));
        for (const a of names)
          for (const b of names)
            if ((before.get(a) as number) < (before.get(b) as number)) expect(rank.get(a)).toBeLessThan(rank.get(b) as number);
        for (const r of after) if (r.shared) expect(after.filter((o) => o.rank === r.rank).length).toBeGreaterThan(1);
      }),
      { numRuns: 80 },
    );
  });
});
