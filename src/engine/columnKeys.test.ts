import fc from 'fast-check';
import { CARCASSONNE_LABELS } from './carcassonne/labels';
import { carcassonneStandings } from './carcassonne/standings';
import { DUEL_STEPS, PLACEMENT_STEPS } from './carcassonne/tiebreaks';
import { catanStandings } from './catan/standings';
import { CATAN_TIEBREAKS } from './catan/tiebreaks';
import { diplomacyStandings } from './diplomacy/standings';
import { DIPLOMACY_TIEBREAKS } from './diplomacy/tiebreaks';
import type { Cell } from './shared/cells';

// Every column of the standings carries a key (docs/architecture.md#columns): a figure is shown once whatever the
// chain (a step over a standard column or the primary score adds no second column), and a column is known by the same
// key in every language.

const CATAN: Cell[][] = [
  ['Round', 'Table', 'Player', 'VP', 'Declared'],
  [1, 1, 'Ada', 10, true],
  [1, 1, 'Bo', 8, false],
  [1, 1, 'Cy', 8, false],
  [1, 1, 'Di', 5, false],
];
const DUELS: Cell[][] = [
  ['Round', 'Table', 'Player', 'Score'],
  [1, 1, 'Ada', 90],
  [1, 1, 'Bo', 80],
  [1, 2, 'Cy', 70],
  [1, 2, 'Di', 60],
];
const TABLES: Cell[][] = [
  ['Round', 'Table', 'Player', 'Score'],
  [1, 1, 'Ada', 90],
  [1, 1, 'Bo', 80],
  [1, 1, 'Cy', 70],
];
const BOARD: Cell[][] = [
  ['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year'],
  ...['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].map((power, k) => [
    1,
    1,
    `P${k}`,
    power,
    [10, 8, 6, 5, 3, 2, 0][k],
    k === 6 ? 1905 : '',
    1910,
  ]),
];

/** A chain of steps, each at most once, in any order. */
const chains = (steps: readonly string[]) => fc.uniqueArray(fc.constantFrom(...steps), { minLength: 1, maxLength: 4 });
const keysOf = (s: { columns: { key: string }[] }) => s.columns.map((c) => c.key);

describe('the standings columns, keyed', () => {
  it('Catan: any chain shows each figure once, VP, VP % and Games always', () =>
    fc.assert(
      fc.property(chains(Object.keys(CATAN_TIEBREAKS).filter((s) => s !== 'name' && s !== 'roundpoints')), (chain) => {
        const keys = keysOf(catanStandings('CATAN_STANDINGS', CATAN, `tiebreak=${chain.join('>')}`));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.slice(0, 3)).toEqual(['rank', 'player', 'roundpoints']);
        for (const standard of ['vp', 'share', 'games']) expect(keys).toContain(standard);
      }),
    ));

  it('Catan: a step over a standard column moves it into the chain, not into a second column', () =>
    expect(keysOf(catanStandings('CATAN_STANDINGS', CATAN, 'tiebreak=share>vp'))).toEqual([
      'rank',
      'player',
      'roundpoints',
      'share',
      'vp',
      'games',
    ]));

  it.each([
    ['duels', DUELS, DUEL_STEPS],
    ['tables of 3–4', TABLES, PLACEMENT_STEPS],
  ] as const)('Carcassonne, %s: any chain of the mode shows each figure once', (_, results, steps) =>
    fc.assert(
      fc.property(chains(steps), (chain) => {
        const keys = keysOf(carcassonneStandings('CARC_STANDINGS', results, `tiebreak=${chain.join('>')}`));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toContain('games');
      }),
    ),
  );

  it('Carcassonne: a Buchholz step of the variant the setting names is its column, once', () => {
    const s = carcassonneStandings('CARC_STANDINGS', DUELS, 'buchholz=cut1; tiebreak=buchholz>buchholz-cut1');
    expect(s.columns.filter((c) => c.header === CARCASSONNE_LABELS.buchholz || c.key.startsWith('buchholz'))).toHaveLength(1);
  });

  it('Diplomacy: any chain keeps docs/diplomacy.md#tournament-standings columns once each', () =>
    fc.assert(
      fc.property(chains(Object.keys(DIPLOMACY_TIEBREAKS)), (chain) => {
        const keys = keysOf(diplomacyStandings('DIP_STANDINGS', BOARD, `tiebreak=${chain.join('>')}`));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.slice(0, 8)).toEqual(['rank', 'player', 'points', 'solos', 'draws', 'losses', 'eliminations', 'best']);
      }),
    ));
});
