// edmonds-blossom-fixed (MIT) allocates, at each of its n stages, a fresh array as long as the edge list, grown one
// element at a time: at 1,000 Carcassonne players (about 24,000 edges) that is 24 million writes and a thousand
// large-object allocations per round, three quarters of the pairing's time; each stage also made three fresh arrays
// of 2n (2,000 lists at 1,000 players), a fifth of a 1,000-player pairing in the garbage collector. The build bundles
// it with exact edits that change no result: the edge array and the stage's labels are reset in place, and filled
// arrays are made whole. Each edit must
// match once, so a new version of the library stops the build here rather than running unpatched.
// (Plain CommonJS: read by scripts/build.mjs and by test/blossomPatch.test.ts.)
const EDITS = [
  {
    why: 'clear the allowed edges in place at each stage, not in a new array',
    from: '    this.allowEdge = filledArray(this.nEdge, false);\n    this.queue = [];',
    to: '    this.allowEdge.fill(false);\n    this.queue = [];',
  },
  {
    why: "reset each stage's labels and best edges in place, not in fresh arrays (the lists of best edges are only ever replaced, never changed: one frozen empty list serves them all)",
    from: '    this.label = filledArray(2 * this.nVertex, 0);\n    this.bestEdge = filledArray(2 * this.nVertex, -1);\n    this.blossomBestEdges = initArrArr(2 * this.nVertex);\n    this.allowEdge.fill(false);',
    to: '    this.label.fill(0);\n    this.bestEdge.fill(-1);\n    this.blossomBestEdges.fill(Object.freeze([]));\n    this.allowEdge.fill(false);',
  },
  {
    why: 'a filled array made whole',
    from: 'function filledArray(len, fill) {\n  var i, newArray = [];\n  for (i = 0; i < len; i++) {\n    newArray[i] = fill;\n  }\n  return newArray;\n}',
    to: 'function filledArray(len, fill) {\n  return new Array(len).fill(fill);\n}',
  },
];

/** The library's source with the edits made; throws when an edit does not match exactly once. */
function patchBlossom(source) {
  const text = source.replace(/\r\n/g, '\n');
  return EDITS.reduce((out, edit) => {
    const count = out.split(edit.from).length - 1;
    if (count !== 1)
      throw new Error(
        `edmonds-blossom-fixed changed: the edit "${edit.why}" matches ${count} times, not once; review scripts/blossom-patch.cjs`,
      );
    return out.replace(edit.from, edit.to);
  }, text);
}

/**
 * The library as an ES module: its one `module.exports = function` a default export. A CommonJS module in the bundle
 * makes esbuild initialise the modules it imports lazily (the built-ins the build injects into every file); a chunk
 * whose only module is such a one would hand its importers its bindings before they are set (scripts/link-chunks.cjs
 * reads a chunk's exports once), as the live page's entry, which reaches nothing else, found.
 */
function asModule(source) {
  const from = 'module.exports = function (edges, maxCardinality) {';
  if (source.split(from).length !== 2) throw new Error('edmonds-blossom-fixed changed: its export is not "module.exports = function"');
  return source.replace(from, 'export default function (edges, maxCardinality) {');
}

/** An esbuild plugin that bundles the patched library, as an ES module. */
const blossomPlugin = {
  name: 'blossom-patch',
  setup(build) {
    const fs = require('node:fs');
    build.onLoad({ filter: /edmonds-blossom-fixed[\\/]app[\\/]blossom\.js$/ }, (args) => ({
      contents: asModule(patchBlossom(fs.readFileSync(args.path, 'utf8'))),
      loader: 'js',
    }));
  },
};

module.exports = { patchBlossom, blossomPlugin };
