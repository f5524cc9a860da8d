import { customFunction } from '../src/engine/shared/customFunction';
import { defineGame } from '../src/engine/shared/game';

// Declare once: a function's name is written in its declaration, and every other place that names it (a setting's
// usedBy, the descriptor's standings and seating, the sheet's formula) is checked against the declarations by the
// type checker (`npm run typecheck` reads this file: each @ts-expect-error below must meet its error, or the check fails).

const FUNCTIONS = [
  customFunction({
    name: 'TOY_STANDINGS',
    description: 'A toy.',
    params: [{ name: 'results', type: 'A1:D', description: 'Results.' }],
    returns: 'Nothing.',
    example: '=TOY_STANDINGS(A1:D)',
    run: () => '',
  }),
] as const;

const LANGUAGE = { en: 'Language', it: 'Lingua', ro: 'Limbă' };

/** The rest of a toy descriptor, whose names are right. */
const BASE = {
  id: 'toy',
  title: 'Toy',
  prefix: 'TOY_',
  functions: FUNCTIONS,
  messages: {},
  labels: {},
  columns: [],
  groupNoun: 'table' as const,
  scoreColumn: 'score',
  report: { each: [{ key: 'score', value: 'whole' as const }], table: [] },
  standings: (): never => {
    throw new Error('unused');
  },
  template: {
    sheet: 'Toy',
    title: 'Toy',
    headers: [],
    checkboxes: [],
    lists: {},
    words: { it: { sheet: 'T', headers: [] }, ro: { sheet: 'T', headers: [] } },
  },
  examples: [],
  seating: { function: 'TOY_STANDINGS' as const, seat: (): never => ({}) as never, stages: () => [] },
};

describe('a function named anywhere but its declaration', () => {
  it('compiles when it names a declared function', () => {
    const game = defineGame({
      ...BASE,
      settings: { mode: { label: LANGUAGE, values: ['en'], usedBy: ['TOY_STANDINGS'] } },
      standingsFunction: 'TOY_STANDINGS',
    });
    expect(game.settings.mode.usedBy).toEqual(['TOY_STANDINGS']);
  });

  it('does not compile when a setting is used by a function nobody declared', () => {
    const game = defineGame({
      ...BASE,
      // @ts-expect-error: TOY_SEATING is not among the declared functions
      settings: { mode: { label: LANGUAGE, values: ['en'], usedBy: ['TOY_SEATING'] } },
      standingsFunction: 'TOY_STANDINGS',
    });
    expect(game.id).toBe('toy');
  });

  it('does not compile when the descriptor names its standings function wrongly', () => {
    const game = defineGame({
      ...BASE,
      settings: { mode: { label: LANGUAGE, values: ['en'], usedBy: ['TOY_STANDINGS'] } },
      // @ts-expect-error: TOY_STANDING is not TOY_STANDINGS
      standingsFunction: 'TOY_STANDING',
    });
    expect(game.id).toBe('toy');
  });
});
