import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { withoutStages } from '../../../test/harness/stages';
import { parseCsv } from '../../cli/csv';
import { GAMES } from '../games';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from './cells';
import { substitutes } from './finalStage';
import { spillStandings } from './game';
import { say } from './messages';

// docs/formats.md#the-final-stage: the preliminary figures count the numbered rounds only, so stage rows change none of them (a property,
// for every game): each player's figures are the same with the stage rows as without, whatever the stages' scores.
const examples = GAMES.map((g) => ({
  game: g,
  grid: withoutStages(parseCsv(fs.readFileSync(path.join(__dirname, '../../..', g.examples[0].file), 'utf8')) as Cell[][]),
}));

/** Each player's figures: the spilled row without Rank and without the Final column. */
function figures(game: (typeof GAMES)[number], grid: Cell[][], settings: string): Map<unknown, Cell[]> {
  const rows = rowsIn(spillStandings(game.standings(game.standingsFunction, grid, settings)), 'en');
  const width = rows[0].indexOf('Final') < 0 ? rows[0].length : rows[0].indexOf('Final');
  return new Map(
    rows
      .slice(1)
      .filter((r) => !String(r[0]).startsWith('Warning') && r[0] !== '')
      .map((r) => [r[1], r.slice(2, width)]),
  );
}

/** The game's stages, seated one after the other from the results, each scored by `score`. */
function withStages(game: (typeof GAMES)[number], grid: Cell[][], stages: string[], score: (k: number) => number): Cell[][] {
  let rows = grid;
  const header = grid[0].map(String);
  for (const stage of stages) {
    const seating = game.seating.seat(game.seating.function, rows, stage, undefined, undefined, '');
    const added = seating.rows.map((r, k) => {
      const row: Cell[] = header.map(() => '');
      seating.header.forEach(({ en: h }, c) => {
        const at = header.findIndex(
          (x) => x === h || (h === 'Table' && x === 'Tavolo') || (h === 'Player' && x === 'Giocatore') || (h === 'Round' && x === 'Turno'),
        );
        if (at >= 0) row[at] = typeof r[c] === 'boolean' ? (r[c] ? 'x' : '') : r[c];
      });
      const scoreAt = header.findIndex((x) => ['Score', 'PV', 'Centres'].includes(x));
      row[scoreAt] = score(k);
      return row;
    });
    rows = [...rows, ...added];
  }
  return rows;
}

describe('stage rows change no preliminary figure (docs/formats.md#the-final-stage)', () => {
  it('Carcassonne: a knockout with any scores', () => {
    const { game, grid } = examples.find((e) => e.game.id === 'carcassonne') as (typeof examples)[number];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 8, maxLength: 8 }),
        fc.constantFrom('ccwc', 'germany'),
        (scores, preset) => {
          const knockout = withStages(game, grid, ['QF', 'SF', '3P', 'F'], (k) => scores[k % 8] + k);
          expect(knockout.length).toBe(grid.length + 8 + 4 + 2 + 2);
          expect(figures(game, knockout, `preset=${preset}`)).toEqual(figures(game, grid, `preset=${preset}`));
        },
      ),
      { numRuns: 25 },
    );
  });
  it('Catan: a final table with any VP', () => {
    const { game, grid } = examples.find((e) => e.game.id === 'catan') as (typeof examples)[number];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 4, maxLength: 4 }), (vps) => {
        const final = withStages(game, grid, ['F'], (k) => vps[k]);
        expect(final.length).toBe(grid.length + 4);
        expect(figures(game, final, '')).toEqual(figures(game, grid, ''));
      }),
      { numRuns: 25 },
    );
  });
  it('Diplomacy: a top board with any centres', () => {
    const { game, grid } = examples.find((e) => e.game.id === 'diplomacy') as (typeof examples)[number];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 7, maxLength: 7 }), (centres) => {
        const board = withStages(game, grid, ['F'], (k) => centres[k]).map((r, i) =>
          // the top board needs powers and a final year
          i > grid.length - 1
            ? [
                r[0],
                r[1],
                r[2],
                ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'][i - grid.length],
                r[4],
                '',
                1908,
                '',
              ]
            : r,
        );
        expect(board.length).toBe(grid.length + 7);
        expect(figures(game, board, '')).toEqual(figures(game, grid, ''));
      }),
      { numRuns: 25 },
    );
  });
});

describe('substitutes (docs/formats.md#the-final-stage)', () => {
  it('names a player of a stage who did not qualify, and why, in the standings language', () => {
    const why = say('topQualify', { cut: 8 });
    const tell = (lang: 'en' | 'it' | 'ro') => substitutes('SF', ['Ada', 'Bo'], (p) => p === 'Ada', why).map((w) => render(w, lang));
    expect(tell('en')).toEqual(['Bo plays the semi-final without qualifying (the top 8 qualify): a substitute']);
    // Bo only, the stage and why, in the standings' language (the same message, its reason told in that language too)
    for (const lang of ['it', 'ro'] as const)
      expect(tell(lang)).toEqual([render(say('substitute', { player: 'Bo', stage: 'SF', why }), lang)]);
    const sentOthers = say('stageSentOthers', { stage: 'SF' });
    expect(substitutes('F', ['Ada'], () => false, sentOthers).map((w) => render(w, 'it'))).toEqual([
      render(say('substitute', { player: 'Ada', stage: 'F', why: sentOthers }), 'it'),
    ]);
  });
});
