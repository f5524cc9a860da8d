// The matching library as the build bundles it (scripts/blossom-patch.cjs) against the library as published: the same
// mates on random graphs, so the edits that take its allocation out of the stage loop change no pairing.
import fs from 'node:fs';
import vm from 'node:vm';
import fc from 'fast-check';

const { patchBlossom } = require('../scripts/blossom-patch.cjs');
const SOURCE = fs.readFileSync(require.resolve('edmonds-blossom-fixed'), 'utf8');

type Matching = (edges: [number, number, number][], maxCardinality?: boolean) => number[];

function load(source: string): Matching {
  const module = { exports: {} as unknown };
  vm.runInNewContext(source, { module, exports: module.exports });
  return module.exports as Matching;
}

const published = load(SOURCE);
const patched = load(patchBlossom(SOURCE));

/** A random graph: up to 30 vertices, each pair an edge or not, whole weights (many equal, as Podium's costs are). */
const graphs = fc
  .integer({ min: 2, max: 30 })
  .chain((n) =>
    fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 6 })), {
      selector: ([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`,
      maxLength: (n * (n - 1)) / 2,
    }),
  )
  .map((edges) => edges.filter(([a, b]) => a !== b) as [number, number, number][]);

describe('edmonds-blossom-fixed as the build patches it', () => {
  it('finds the same mates as the published library, with and without maximum cardinality', () => {
    fc.assert(
      fc.property(graphs, fc.boolean(), (edges, most) => {
        expect(patched(edges, most)).toEqual(published(edges, most));
      }),
      { numRuns: 300 },
    );
  });

  it('is really changed: the allowed edges are cleared in place, filled arrays made whole', () => {
    const text = patchBlossom(SOURCE);
    expect(text).toContain('this.allowEdge.fill(false);');
    expect(text).not.toContain('this.allowEdge = filledArray(this.nEdge, false);\n    this.queue');
    expect(text).toContain('return new Array(len).fill(fill);');
  });

  it('stops the build when the library no longer matches an edit, rather than bundling it unpatched', () => {
    expect(() => patchBlossom(SOURCE.replace('this.allowEdge = filledArray(this.nEdge, false);\n    this.queue', 'x'))).toThrow(
      'edmonds-blossom-fixed changed: the edit "clear the allowed edges in place at each stage, not in a new array" matches 0 times, not once',
    );
  });

  it('is bundled patched into the Apps Script file and the command line', () => {
    expect(fs.readFileSync('build/podium.cjs', 'utf8')).toContain('this.allowEdge.fill(false);');
    // minified and its properties shortened in dist/Code.js: the in-place clear of a boolean array
    expect(fs.readFileSync('dist/Code.js', 'utf8')).toMatch(/this\.[A-Za-z_$]+\.fill\(!1\)/);
  });
});
