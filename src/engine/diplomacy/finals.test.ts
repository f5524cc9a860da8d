import fs from 'node:fs';
import path from 'node:path';
import { saidOf } from '../../../test/harness/errorOf';
import { withoutStages } from '../../../test/harness/stages';
import { parseCsv } from '../../cli/csv';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { diplomacyBoards } from './boards';
import { diplomacyStandings } from './standings';

// docs/formats.md#the-final-stage for Diplomacy: the top board of the top 7, seated, scored and ranked (final=replace or add).
// the example's preliminary rounds: the tests add top boards of their own
const example = withoutStages(
  parseCsv(fs.readFileSync(path.join(__dirname, '../../../examples/diplomacy-tournament.csv'), 'utf8')) as Cell[][],
);
const standings = (rows: Cell[][], settings = '') => diplomacyStandings('DIP_STANDINGS', rows, settings);
const boards = (rows: Cell[][], settings = '') => diplomacyBoards('DIP_BOARDS', rows, 'F', '', '', settings);
const top7 = standings(example)
  .ranked.slice(0, 7)
  .map((r) => r.item.player);
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

/** The top board with these centres, by seat (the finalists in rank order); the others eliminated in 1905. */
function topBoard(centres: number[]): Cell[][] {
  // header: Round, Board, Player, Power, Centres, Eliminated, Final year, Masterpoints rank
  return top7.map((p, k) => ['F', 1, p, POWERS[k], centres[k], centres[k] ? '' : 1905, 1910, '']);
}
const finalColumn = (rows: Cell[][], settings = '') =>
  rowsIn(spillStandings(standings(rows, settings)), 'en')
    .filter((r) => typeof r[0] === 'number' || /^=/.test(String(r[0])))
    .slice(0, 8)
    .map((r) => [r[1], r[r.length - 1]]);

describe('DIP_BOARDS of the top board (docs/formats.md#the-final-stage)', () => {
  it('the top 7 in rank order, Power blank for them to choose in that order', () => {
    const s = boards(example);
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Board', 'Power', 'Player']);
    expect(s.rows).toEqual(top7.map((p) => ['F', 1, '', p]));
    expect(s.round).toBe('F');
  });
  it('powers=history written out gives each the power they played least', () => {
    const s = boards(example, 'powers=history');
    expect(s.rows.map((r) => r[2])).toEqual(POWERS);
    expect(new Set(s.rows.map((r) => r[3]))).toEqual(new Set(top7));
  });
  it('only the top board is a stage of Diplomacy', () => {
    expect(saidOf(() => diplomacyBoards('DIP_BOARDS', example, 'SF'))).toBe('DIP_BOARDS: round: diplomacyFinal(round: "SF")');
  });
});

describe('DIP_STANDINGS with the top board (docs/formats.md#the-final-stage)', () => {
  it("final=replace: places 1–7 by the top board's game points (KISS), then the rest by the preliminary standings", () => {
    // a draw 12/9/6/4/3 with two eliminated: the 7th-ranked finalist tops the board
    const rows = [...example, ...topBoard([3, 4, 6, 0, 0, 9, 12])];
    expect(finalColumn(rows)).toEqual([
      [top7[6], 'Champion'],
      [top7[5], 'Top board'],
      [top7[2], 'Top board'],
      [top7[1], 'Top board'],
      [top7[0], 'Top board'],
      // both eliminated in 1905: equal points, the better preliminary rank first
      [top7[3], 'Top board'],
      [top7[4], 'Top board'],
      [standings(example).ranked[7].item.player, ''],
    ]);
    expect(rowsIn(spillStandings(standings(rows)), 'en')[0]).toEqual([
      'Rank',
      'Player',
      'Points',
      'Wins',
      'Draws',
      'Losses',
      'Eliminations',
      'Best game',
      'Final',
    ]);
  });

  it('a top board seated but not scored leaves everyone at the preliminary places', () => {
    const rows = [...example, ...topBoard([0, 0, 0, 0, 0, 0, 0]).map((r) => [...r.slice(0, 4), '', '', '', ''])];
    expect(finalColumn(rows).map((r) => r[0])).toEqual(finalColumn(example).map((r) => r[0]));
    expect(standings(rows).warnings.map((w) => render(w))).toContain('1 board awaits scores (round F)');
  });

  it('final=add: the top board counts as one more game and everyone is ranked again; the best-ranked finalist is the Champion', () => {
    const board = topBoard([3, 4, 6, 0, 0, 9, 12]);
    const added = standings([...example, ...board], 'final=add');
    // the same ranking as the top board written as a fourth numbered round
    const asRound = standings([...example, ...board.map((r) => [4, ...r.slice(1)])]);
    expect(added.ranked.map((r) => r.item.player)).toEqual(asRound.ranked.map((r) => r.item.player));
    const labels = rowsIn(spillStandings(added), 'en')
      .filter((r) => r[r.length - 1] !== '' && typeof r[1] === 'string')
      .slice(1)
      .map((r) => r[r.length - 1]);
    expect(labels).toEqual(['Champion', 'Top board', 'Top board', 'Top board', 'Top board', 'Top board', 'Top board']);
  });

  it('a player on the top board outside the top 7 is a substitute, with a warning', () => {
    const eighth = standings(example).ranked[7].item.player;
    const rows = [...example, ...topBoard([3, 4, 6, 0, 0, 9, 12]).map((r) => (r[2] === top7[6] ? [r[0], r[1], eighth, ...r.slice(3)] : r))];
    expect(standings(rows).warnings.map((w) => render(w))).toContain(
      `${eighth} plays the final without qualifying (the top 7 qualify): a substitute`,
    );
  });
});
