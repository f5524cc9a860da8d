// The bytes each area of the source takes in a bundle, from esbuild's metafile: each engine folder (a game, the
// shared rules, the seating, the languages), the Apps Script adapter, and each third-party package. The build prints
// them and writes them to build/areas.json, which test/bundle.test.ts holds to each area's budget.

/** The area of one input file: `engine/catan`, `engine/shared`, a folder of it (`engine/shared/seating`), `appsscript`, `package edmonds-blossom-fixed`. */
export function areaOf(input) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (pkg) return `package ${pkg[1]}`;
  const src = /(?:^|\/)src\/(engine\/shared\/[^/]+(?=\/)|engine\/[^/]+(?=\/)|[^/]+)/.exec(input);
  return src ? src[1] : 'other';
}

/** Bytes per area over the bundle's outputs (its chunks), largest first. */
export function areas(metafile) {
  const bytes = new Map();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const area = areaOf(input);
      bytes.set(area, (bytes.get(area) ?? 0) + bytesInOutput);
    }
  return Object.fromEntries([...bytes].sort((a, b) => b[1] - a[1]));
}
