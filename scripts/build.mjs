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

const { ENTRY_DIR, entryFiles, allEntryPoints } = entries;

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

/** The name under which the bundle exposes an entry file's module: `addon` for src/appsscript/entrypoints/addon.ts. */
const moduleOf = (file) => path.basename(file, '.ts');

function stub({ name, params, jsdoc, file, declared }) {
  if (!jsdoc) throw new Error(`${file}: ${name} has no JSDoc; Sheets and the sidebar need one`);
  // a declared custom function is found by its name (src/appsscript/declared.ts); an entry file's by its export, in
  // its module, which is evaluated on its first call only
  const call = declared
    ? `${NAMESPACE}.declared().runDeclared('${name}', arguments)`
    : `${NAMESPACE}.${moduleOf(file)}().${name}.apply(this, arguments)`;
  return `${jsdoc}\nfunction ${name}(${params.join(', ')}) { return ${call}; }\n`;
}

async function buildAppsScript() {
  const points = allEntryPoints(root);
  // Each entry file, and the call of a declared custom function by its name, as a module required on first use: esbuild
  // then wraps every module they reach in a function run on first use, so loading the file only reads the code (V8
  // compiles a function when it is first called) and a call evaluates the modules it needs, not the sidebar's.
  const lazy = (name, from) => `let ${name}_; export const ${name} = () => (${name}_ ??= require('${from}'));`;
  const entry = [...entryFiles(root).map((f) => lazy(moduleOf(f), `./${moduleOf(f)}`)), lazy('declared', '../declared')].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: path.join(root, ENTRY_DIR), loader: 'js' },
    bundle: true,
    format: 'iife',
    globalName: NAMESPACE,
    target: 'es2020',
    platform: 'neutral',
    mainFields: ['main'], // edmonds-blossom-fixed names its file in "main" only
    // edmonds-blossom-fixed keeps its state in long property names no other code uses: shortened, they save 3 KB of
    // the file Apps Script loads on every custom-function call
    mangleProps: BLOSSOM_INTERNALS,
    plugins: [blossom.blossomPlugin, help.helpStripPlugin],
    minify: process.env.PODIUM_MINIFY !== '0', // PODIUM_MINIFY=0 keeps names, for a profiler's reading
    inject: [path.join(root, 'scripts/builtins.mjs')],
    legalComments: 'none',
    charset: 'utf8', // names and messages hold – and accents: raw UTF-8 (Apps Script files are UTF-8) is shorter than \u escapes
    metafile: true,
    write: false,
  });
  const bundle = result.outputFiles[0].text;
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
