// npm run build: the one Apps Script file (dist/Code.js) with a top-level stub per entry point, the sidebar
// HTML and appsscript.json in dist/; the command line in build/podium.cjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { areas } from './areas.mjs';
import blossom from './blossom-patch.cjs';
import entries from './entrypoints.cjs';
import help from './help-strip.cjs';
import link from './link-chunks.cjs';

const { entryFiles, allEntryPoints } = entries;
const { linkChunks } = link;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMESPACE = 'Podium_';
const BLOSSOM_INTERNALS =
  /^(nVertex|nEdge|labelEnd|inBlossom|endpoint|bestEdge|mate|blossomChilds|blossomBase|dualVar|blossomParent|slack|blossomEndPs|blossomBestEdges|allowEdge|blossomLeaves|augmentBlossom|assignLabel|neighbend|expandBlossom|unusedBlossoms|maxCardinality|scanBlossom|maxWeight|augmentMatching|addBlossom|maxWeightMatching|edges|queue|init|(nVertex|maxWeight|endpoint|neighbend|inBlossom|blossomBase|unusedBlossoms|dualVar)Init)$/; // ends in "_" so google.script.run cannot call into it

/** Writes a file whole (a new file renamed over the old), so that a reader never sees half of it. */
function writeWhole(file, text) {
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, text);
  fs.renameSync(next, file);
}

/**
 * The notices of the third-party packages a bundle includes (their licences ask that the notice travel with the
 * code): each package named by the metafile, with its version and its LICENSE file whole, as one leading comment.
 */
function notices(metafile) {
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packages.add(m[1]);
  }
  if (!packages.size) return '';
  const parts = [...packages].sort().map((name) => {
    const dir = path.join(root, 'node_modules', name);
    const { version, license } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    if (!file) throw new Error(`${name} ships no licence file; its notice must travel with the bundle`);
    const text = fs.readFileSync(path.join(dir, file), 'utf8').trim().replace(/\*\//g, '* /');
    return `${name} ${version} (${license})\n\n${text}`;
  });
  return `/*! Third-party software bundled in this file, with its notices:\n\n${parts.join('\n\n---\n\n')}\n*/\n`;
}

/** An entry file's name in the bundle: `addon` for src/appsscript/entrypoints/addon.ts; a game's is `game:<id>`. */
const moduleOf = (file) => path.basename(file, '.ts');
const GAME_ENTRY = 'game:';

function stub({ name, params, jsdoc, file, declared, game }) {
  if (!jsdoc) throw new Error(`${file}: ${name} has no JSDoc; Sheets and the sidebar need one`);
  // a declared custom function is called by its name in its game's entry (src/appsscript/declared.ts); an entry
  // file's function by its export; each entry's code is run on its first call only (scripts/link-chunks.cjs)
  const call = declared
    ? `${NAMESPACE}('${GAME_ENTRY}${game}').run('${name}', arguments)`
    : `${NAMESPACE}('${moduleOf(file)}').${name}.apply(this, arguments)`;
  return `${jsdoc}\nfunction ${name}(${params.join(', ')}) { return ${call}; }\n`;
}

/**
 * The entries the code is split by: each entry file (the menu and sidebar, the live page), and each game's custom
 * functions, whose entry runs them by name (a virtual module, written here from the game's descriptor).
 */
function splitEntries(points) {
  const ids = [...new Set(points.filter((p) => p.declared).map((p) => p.game))];
  const games = entries.gameDescriptors(root, ids);
  const virtual = new Map(
    games.map(({ id, file, exportName }) => [
      `${GAME_ENTRY}${id}`,
      `import { declaredRunner } from './src/appsscript/declared';
import { ${exportName} } from './${file}';
export const run = declaredRunner([${exportName}]);`,
    ]),
  );
  const names = [...entryFiles(root).map(moduleOf), ...virtual.keys()];
  const twice = names.filter((n, k) => names.indexOf(n) !== k);
  if (twice.length) throw new Error(`entries named twice: ${twice.join(', ')}`);
  const plugin = {
    name: 'podium-game-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${GAME_ENTRY}`) }, (args) => ({ path: args.path, namespace: 'podium-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'podium-entry' }, (args) => ({
        contents: virtual.get(args.path),
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
  return {
    entryPoints: Object.fromEntries([...entryFiles(root).map((f) => [moduleOf(f), f]), ...[...virtual.keys()].map((k) => [k, k])]),
    plugin,
  };
}

async function buildAppsScript() {
  const points = allEntryPoints(root);
  const split = splitEntries(points);
  const result = await esbuild.build({
    entryPoints: split.entryPoints,
    bundle: true,
    format: 'esm',
    splitting: true, // chunks by the entries that need them, each run on first use (scripts/link-chunks.cjs)
    outdir: path.join(root, 'build/chunks'),
    chunkNames: 'chunk-[hash]',
    target: 'es2020',
    platform: 'neutral',
    mainFields: ['main'], // edmonds-blossom-fixed names its file in "main" only
    // edmonds-blossom-fixed keeps its state in long property names no other code uses: shortened, they save 3 KB of
    // the file Apps Script loads on every custom-function call
    mangleProps: BLOSSOM_INTERNALS,
    plugins: [split.plugin, blossom.blossomPlugin, help.helpStripPlugin],
    minify: process.env.PODIUM_MINIFY !== '0', // PODIUM_MINIFY=0 keeps names, for a profiler's reading
    inject: [path.join(root, 'scripts/builtins.mjs')],
    legalComments: 'none',
    charset: 'utf8', // names and messages hold – and accents: raw UTF-8 (Apps Script files are UTF-8) is shorter than \u escapes
    metafile: true,
    write: false,
  });
  const bundle = linkChunks(result.outputFiles, NAMESPACE);
  // what each chunk holds, for a reader of the load cost (npm run bench prints what each entry compiles)
  fs.mkdirSync(path.join(root, 'build'), { recursive: true });
  writeWhole(path.join(root, 'build/chunks.json'), `${JSON.stringify(result.metafile.outputs, null, 1)}\n`);

  const code = `// Podium, built ${new Date().toISOString().slice(0, 10)}. Generated by npm run build: edit src/, not this file.\n${notices(result.metafile)}${bundle}\n${points.map(stub).join('\n')}`;
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeWhole(path.join(root, 'dist/Code.js'), code);
  writeWhole(path.join(root, 'dist/appsscript.json'), fs.readFileSync(path.join(root, 'appsscript.json'), 'utf8'));
  for (const [page, client] of [
    ['src/sidebar/Sidebar.html', 'src/sidebar/client.ts'],
    ['src/live/Live.html', 'src/live/client.ts'],
  ]) {
    const file = path.join(root, page);
    if (fs.existsSync(file)) writeWhole(path.join(root, 'dist', path.basename(page)), await pageHtml(file, client));
  }
  return { bytes: Buffer.byteLength(code), entryPoints: points.length, areas: areas(result.metafile) };
}

/**
 * A page (the sidebar, the live page) with its client script bundled inline, as Apps Script serves one HTML file, and
 * the notices of the libraries the script includes.
 */
async function pageHtml(file, clientFile) {
  const client = await esbuild.build({
    entryPoints: [path.join(root, clientFile)],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none', // the notices go whole at the top of the script
    metafile: true,
    write: false,
  });
  const script = `${notices(client.metafile)}${client.outputFiles[0].text}`.replace(/<\/script/gi, '<\\/script');
  return fs.readFileSync(file, 'utf8').replace('<!-- CLIENT -->', () => `<script>\n${script}</script>`);
}

async function buildCli() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    plugins: [blossom.blossomPlugin],
    legalComments: 'none', // the notices go whole in the header below
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.join(root, 'build'), { recursive: true });
  writeWhole(path.join(root, 'build/podium.cjs'), `#!/usr/bin/env node\n${notices(result.metafile)}${result.outputFiles[0].text}`);
  // npm links bin files when it installs, before prepare builds this one: it must be executable on its own
  fs.chmodSync(path.join(root, 'build/podium.cjs'), 0o755);
}

const { bytes, entryPoints: count, areas: byArea } = await buildAppsScript();
if (fs.existsSync(path.join(root, 'src/cli/main.ts'))) await buildCli();
fs.mkdirSync(path.join(root, 'build'), { recursive: true });
writeWhole(path.join(root, 'build/areas.json'), `${JSON.stringify(byArea, null, 2)}\n`);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `dist/Code.js: ${kib(bytes)}, ${count} entry points; by area: ${Object.entries(byArea)
    .map(([a, n]) => `${a} ${kib(n)}`)
    .join(', ')}`,
);
