import { saidOf } from '../../../test/harness/errorOf';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { say } from '../shared/seating/messages';
import { carcassonnePairings } from './pairings';
import { carcassonneStandings } from './standings';

// docs/formats.md#the-final-stage for Carcassonne: the knockout of the top 8 (or 4), seated, scored and ranked.
type Row = Cell[];
const HEADER = ['Round', 'Table', 'Player', 'Score', 'Starts'];
const S = 'tiebreak=points';

/**
 * One Swiss round of ten: P01–P05 win, and with tiebreak=points every player has a rank of their own:
 * P01 100, P02 90, P03 80, P04 70, P05 60 (1 win each), then P10 50, P09 40, P08 30, P07 20, P06 10.
 */
const PRELIM: Row[] = [
  [1, 1, 'P01', 100, 'x'],
  [1, 1, 'P06', 10, ''],
  [1, 2, 'P02', 90, 'x'],
  [1, 2, 'P07', 20, ''],
  [1, 3, 'P03', 80, 'x'],
  [1, 3, 'P08', 30, ''],
  [1, 4, 'P04', 70, 'x'],
  [1, 4, 'P09', 40, ''],
  [1, 5, 'P05', 60, 'x'],
  [1, 5, 'P10', 50, ''],
];
const ORDER = ['P01', 'P02', 'P03', 'P04', 'P05', 'P10', 'P09', 'P08', 'P07', 'P06'];

const seat = (rows: Row[], round: string, settings = S, roster?: Cell[][]) =>
  carcassonnePairings('CARC_PAIRINGS', [HEADER, ...rows], round, roster, '', settings);
const standings = (rows: Row[], settings = S) => carcassonneStandings('CARC_STANDINGS', [HEADER, ...rows], settings);
const table = (rows: Row[], settings = S) => rowsIn(spillStandings(standings(rows, settings)), 'en');
/** A seated stage with its scores: the first player of each game (the better-ranked, who starts) scores `first`. */
const play = (rows: Row[], round: string, score: (player: string, starts: boolean) => number | '', settings = S): Row[] => [
  ...rows,
  ...seat(rows, round, settings).rows.map((r) => [r[0], r[1], r[2], score(String(r[2]), r[4] === true), r[4] ? 'x' : '']),
];
const pairs = (rows: Row[], round: string, settings = S) =>
  seat(rows, round, settings)
    .rows.filter((r) => r[4] === true)
    .map((r) => `${r[1]}: ${r[2]} v ${r[3]}`);
/** Upsets in every game: the lower-ranked player scores more. */
const upset = (player: string) => 50 + ORDER.indexOf(player);

describe('CARC_PAIRINGS of the knockout (docs/formats.md#the-final-stage)', () => {
  it('quarter-finals of the top 8: 1 v 5, 2 v 6, 3 v 7, 4 v 8, the better-ranked starts', () => {
    expect(
      table(PRELIM)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(ORDER);
    expect(pairs(PRELIM, 'QF')).toEqual(['1: P01 v P05', '2: P02 v P10', '3: P03 v P09', '4: P04 v P08']);
    expect(seat(PRELIM, 'QF').header.map((h) => h.en)).toEqual(['Round', 'Table', 'Player', 'Opponent', 'Starts']);
    expect(seat(PRELIM, 'QF').rows[1]).toEqual(['QF', 1, 'P05', 'P01', false]);
    // the Italian and Romanian names of the stage
    expect(seat(PRELIM, 'Quarti').rows).toEqual(seat(PRELIM, 'QF').rows);
    expect(seat(PRELIM, 'Sferturi').round).toBe('QF');
  });

  it('semi-finals: the winners of quarter-finals 1 and 4, and of 2 and 3; then the final and the third-place game', () => {
    const qf = play(PRELIM, 'QF', (p) => upset(p));
    // upsets: P05, P10, P09, P08 win their quarter-finals
    expect(pairs(qf, 'SF')).toEqual(['1: P05 v P08', '2: P10 v P09']);
    const sf = play(qf, 'SF', (p) => upset(p));
    expect(pairs(sf, 'F')).toEqual(['1: P09 v P08']);
    expect(pairs(sf, '3P')).toEqual(['1: P05 v P10']);
  });

  it('finals=top4: semi-finals 1 v 4 and 2 v 3, and no quarter-finals', () => {
    expect(pairs(PRELIM, 'SF', `${S}; finals=top4`)).toEqual(['1: P01 v P04', '2: P02 v P03']);
    expect(saidOf(() => seat(PRELIM, 'QF', `${S}; finals=top4`))).toBe(
      'CARC_PAIRINGS: round: stageNotInBracket(finals: "top4", stage: "QF", first: "SF")',
    );
  });

  it('a stage is seated only when the one before it is complete and scored', () => {
    expect(saidOf(() => seat(PRELIM, 'SF'))).toBe('CARC_PAIRINGS: round: stageBeforeMissing(stage: "SF", before: "QF")');
    const seated = play(PRELIM, 'QF', () => '');
    expect(saidOf(() => seat(seated, 'SF'))).toBe(
      'CARC_PAIRINGS: round: stageBeforeIncomplete(stage: "SF", before: "QF", scored: 0, games: 4)',
    );
    const three = play(PRELIM, 'QF', (p) => (['P04', 'P08'].includes(p) ? '' : upset(p)));
    expect(saidOf(() => seat(three, 'SF'))).toBe(
      'CARC_PAIRINGS: round: stageBeforeIncomplete(stage: "SF", before: "QF", scored: 3, games: 4)',
    );
    expect(saidOf(() => seat(play(PRELIM, 'QF', upset), 'F'))).toBe('CARC_PAIRINGS: round: stageBeforeMissing(stage: "F", before: "SF")');
  });

  it('the preliminary rounds must all be scored, and no numbered round follows the final stage', () => {
    const waiting = [...PRELIM, [2, 1, 'P01', '', ''], [2, 1, 'P02', '', '']];
    expect(saidOf(() => seat(waiting, 'QF'))).toBe('CARC_PAIRINGS: round: stageUnscored(rounds: ["2"])');
    expect(saidOf(() => seat(play(PRELIM, 'QF', upset), ''))).toBe('CARC_PAIRINGS: round: stageBegun(stages: "QF")');
    expect(saidOf(() => seat([], 'QF'))).toBe('CARC_PAIRINGS: round: stageNoPreliminary(stage: "QF")');
  });

  it('a field smaller than the cut is an error', () => {
    expect(saidOf(() => seat(PRELIM.slice(0, 6), 'QF'))).toBe('CARC_PAIRINGS: round: stageCutStandings(cut: 8, players: 6)');
  });

  it("the roster's inactive qualifier is skipped: the next player by rank takes the place, with a warning", () => {
    const roster = [['Player', 'Active'], ...ORDER.map((p) => [p, p === 'P02' ? 'drop' : ''])];
    const s = seat(PRELIM, 'QF', S, roster);
    expect(s.rows.filter((r) => r[4]).map((r) => `${r[2]} v ${r[3]}`)).toEqual(['P01 v P10', 'P03 v P09', 'P04 v P08', 'P05 v P07']);
    expect(s.warnings).toEqual([say('qualifiedInactive', { player: 'P02', rank: 2 })]);
  });

  it('players sharing a rank across the cut are ordered by lot with the seed, with a warning', () => {
    // without the points step P10, P09, P08, P07 and P06 share rank 6 on wins alone (and Buchholz, difference…)
    const tied = PRELIM.map((r) => (typeof r[3] === 'number' && r[3] < 60 ? [...r.slice(0, 3), 10, r[4]] : r));
    const s = seat(tied, 'QF', 'tiebreak=buchholz');
    expect(s.warnings).toHaveLength(1);
    const lot = (w: unknown) => (w as { params: { sharing: string[]; rank: number; seed: number; taken: string[] } }).params;
    expect(s.warnings[0]).toMatchObject({ id: 'lotAtCut', params: { rank: 6, seed: 2 } });
    expect(lot(s.warnings[0]).sharing.sort()).toEqual(['P06', 'P07', 'P08', 'P09', 'P10']);
    expect(lot(s.warnings[0]).taken).toHaveLength(3);
    const again = carcassonnePairings('CARC_PAIRINGS', [HEADER, ...tied], 'QF', '', 7, 'tiebreak=buchholz');
    expect(again.warnings[0]).toMatchObject({ id: 'lotAtCut', params: { seed: 7 } });
  });

  it('Write is told when the stage is already in the results', () => {
    expect(seat(PRELIM, 'QF').roundHeld).toBe(false);
    expect(
      seat(
        play(PRELIM, 'QF', () => ''),
        'QF',
      ).roundHeld,
    ).toBe(true);
  });
});

describe('CARC_STANDINGS with the knockout (docs/formats.md#the-final-stage)', () => {
  const knockout = () => {
    const qf = play(PRELIM, 'QF', upset);
    const sf = play(qf, 'SF', upset);
    const third = play(sf, '3P', upset);
    return play(third, 'F', upset);
  };
  it('a finished knockout: the final, the third-place game, the quarter-final losers by preliminary rank, then the rest', () => {
    const rows = table(knockout());
    expect(rows[0]).toEqual(['Rank', 'Player', 'Wins', 'Points', 'Buchholz', 'Score difference', 'Games', 'Byes', 'Final']);
    // upsets all along: F P08 beats P09; 3P P10 beats P05; QF losers P01, P02, P03, P04
    expect(rows.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual([
      [1, 'P08', 'Champion'],
      [2, 'P09', 'Final'],
      [3, 'P10', 'Third place'],
      [4, 'P05', 'Third place'],
      [5, 'P01', 'Quarter-final'],
      [6, 'P02', 'Quarter-final'],
      [7, 'P03', 'Quarter-final'],
      [8, 'P04', 'Quarter-final'],
      [9, 'P07', ''],
      [10, 'P06', ''],
    ]);
    // the preliminary figures count the numbered rounds only
    expect(rows.find((r) => r[1] === 'P08')?.slice(2, 8)).toEqual(
      table(PRELIM)
        .find((r) => r[1] === 'P08')
        ?.slice(2, 8),
    );
    const s = standings(knockout());
    expect(s.ranked.map((r) => r.decidedBy?.en).slice(0, 9)).toEqual([
      undefined,
      'the final',
      'the semi-final',
      'the third-place game',
      'the quarter-final',
      'the preliminary standings',
      'the preliminary standings',
      'the preliminary standings',
      'the final stage',
    ]);
  });

  it('an unfinished knockout: complete stages refine the ranking, a stage in progress leaves its players where they were', () => {
    const qf = play(PRELIM, 'QF', upset);
    const places = (rows: Row[]) =>
      table(rows)
        .filter((r) => typeof r[0] === 'number')
        .map((r) => `${r[1]} ${r[8]}`);
    // QF complete: its winners 1–4 and its losers 5–8, each group in preliminary order
    expect(places(qf)).toEqual([
      'P05 Semi-final',
      'P10 Semi-final',
      'P09 Semi-final',
      'P08 Semi-final',
      'P01 Quarter-final',
      'P02 Quarter-final',
      'P03 Quarter-final',
      'P04 Quarter-final',
      'P07 ',
      'P06 ',
    ]);
    // one semi-final scored, the other waiting: as after the quarter-finals
    const half = play(qf, 'SF', (p) => (['P10', 'P09'].includes(p) ? '' : upset(p)));
    expect(places(half)).toEqual(places(qf));
    // semi-finals complete, no third-place game: its losers 3 and 4 by preliminary rank
    const sf = play(qf, 'SF', upset);
    expect(places(sf).slice(0, 4)).toEqual(['P09 Final', 'P08 Final', 'P05 Semi-final', 'P10 Semi-final']);
    // nothing scored yet: everyone at the preliminary place, the Final column blank
    expect(places(play(PRELIM, 'QF', () => ''))).toEqual(ORDER.map((p) => `${p} `));
  });

  it('kotie=rank: an equal score in a knockout game sends the better preliminary rank through', () => {
    const qf = play(PRELIM, 'QF', () => 77);
    expect(pairs(qf, 'SF')).toEqual(['1: P01 v P04', '2: P02 v P03']);
  });

  it('kotie=starter-loses: an equal score sends the player who did not start through; it needs one Starts flag', () => {
    const qf = play(PRELIM, 'QF', () => 77, `${S}; kotie=starter-loses`);
    expect(pairs(qf, 'SF', `${S}; kotie=starter-loses`)).toEqual(['1: P05 v P08', '2: P10 v P09']);
    const unflagged = qf.map((r) => (r[0] === 'QF' && r[1] === 2 ? [...r.slice(0, 4), ''] : r));
    expect(saidOf(() => standings(unflagged, `${S}; kotie=starter-loses`))).toBe(
      'CARC_STANDINGS: row 14, Starts, atSitting(round: "QF", kind: "table", id: "2"): startersNotOne(setting: "kotie", flagged: 0, starts: "Starts")',
    );
  });

  it('a player in the stage rows who did not qualify is a substitute (a warning); the qualifier left out ranks with the others', () => {
    const qf = play(PRELIM, 'QF', upset).map((r) => (r[0] === 'QF' && r[2] === 'P04' ? ['QF', r[1], 'P07', r[3], r[4]] : r));
    const s = standings(qf);
    expect(s.warnings.map((w) => render(w))).toContain('P07 plays the quarter-final without qualifying (the top 8 qualify): a substitute');
    const rows = table(qf);
    // P07 played P08 with P04's score, and lost
    expect(rows.find((r) => r[1] === 'P07')?.[8]).toBe('Quarter-final');
    expect(rows.find((r) => r[1] === 'P04')?.[8]).toBe('');
    expect(rows.findIndex((r) => r[1] === 'P04')).toBe(9);
  });

  it('errors in the stage rows: a table of 3, a bye, an unknown player, a stage Carcassonne does not play', () => {
    const qf = play(PRELIM, 'QF', upset);
    expect(saidOf(() => standings([...qf, ['QF', 4, 'P06', 1, '']]))).toBe(
      'CARC_STANDINGS: row 18, Table, atSitting(round: "QF", kind: "table", id: "4"): finalNotDuel(players: 3)',
    );
    expect(saidOf(() => standings([...qf, ['SF', 'bye', 'P06', '', '']]))).toBe(
      'CARC_STANDINGS: row 20, Table, atRound(round: "SF"): stageNoBye(kind: "table")',
    );
    expect(saidOf(() => standings([...PRELIM, ['F', 1, 'Zoe', 10, 'x'], ['F', 1, 'P01', 12, '']]))).toBe(
      'CARC_STANDINGS: row 12, Player, atSitting(round: "F", kind: "table", id: "1"): notAFinalist(player: "Zoe")',
    );
    expect(saidOf(() => standings([...PRELIM, ['QF', 1, 'P01', 10, 'x'], ['QF', 1, 'P05', 12, '']], `${S}; finals=top4`))).toBe(
      'CARC_STANDINGS: row 12, Round, atSitting(round: "QF", kind: "table", id: "1"): notThisGamesStage(round: "QF", game: "Carcassonne", stages: ["SF", "3P", "F"])',
    );
  });

  it('the mode is read from the numbered rounds: a knockout of duels after rounds at tables of 4', () => {
    const tables: Row[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((p, k) => [1, k < 4 ? 1 : 2, p, 100 - k * 10, '']);
    const rows = [...tables, ['SF', 1, 'A', 50, 'x'], ['SF', 1, 'F', 60, ''], ['SF', 2, 'E', 70, 'x'], ['SF', 2, 'B', 40, '']];
    const spilled = table(rows, 'finals=top4');
    expect(spilled[0]).toEqual(['Rank', 'Player', 'Round points', 'Share', 'Points', 'Games', 'Final']);
    expect(spilled.slice(1, 5).map((r) => `${r[1]} ${r[6]}`)).toEqual(['E Final', 'F Final', 'A Semi-final', 'B Semi-final']);
  });
});
