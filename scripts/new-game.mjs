// Scaffolds a small working game: node scripts/new-game.mjs <id> (npm run new-game -- <id>).
// It writes src/engine/<id>/ from the templates in scripts/new-game/ (a descriptor, a per-row function, standings, a
// seating, messages and its own words of the standings in en/it/ro, an example, tests) and adds the game's one line and
// import to src/engine/games.ts.
// Nothing else changes: every adapter, the stubs, the command line and the test lists read the list of games.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const templates = path.join(root, 'scripts/new-game');
const engine = path.join(root, 'src/engine');

function refuse(why) {
  console.error(`new-game: ${why}`);
  process.exit(2);
}

const id = process.argv[2];
if (!id || process.argv.length > 3) refuse('usage: npm run new-game -- <id>   (an id of lowercase letters and digits, such as pips)');
if (!/^[a-z][a-z0-9]{1,19}$/.test(id)) refuse(`"${id}" is not an id: 2 to 20 lowercase letters and digits, a letter first`);
const folder = path.join(engine, id);
if (fs.existsSync(folder)) refuse(`src/engine/${id}/ exists already`);
const GAME = id.toUpperCase();
const taken = fs
  .readdirSync(engine, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(engine, e.name, 'descriptor.ts')))
  .flatMap((e) =>
    [...fs.readFileSync(path.join(engine, e.name, 'descriptor.ts'), 'utf8').matchAll(/prefix: '([A-Z0-9_]+)'/g)].map((m) => m[1]),
  );
if (taken.includes(`${GAME}_`)) refuse(`the prefix ${GAME}_ belongs to a game already`);

const Title = id[0].toUpperCase() + id.slice(1);
const fill = (text) => text.replaceAll('__GAME__', GAME).replaceAll('__Title__', Title).replaceAll('__game__', id);

// the list first: a games.ts that does not read as expected stops here, before any file is written
const gamesFile = path.join(engine, 'games.ts');
const games = fs.readFileSync(gamesFile, 'utf8');
const list = /(export const GAMES: readonly GameDescriptor\[\] = \[)([^\]]*)\]/;
if (!list.test(games)) refuse('src/engine/games.ts has no list "export const GAMES: readonly GameDescriptor[] = [...]"');
// the game's descriptor is imported under its id in capitals: a name the list's file declares already is taken
if (new RegExp(`\\b${GAME}\\b`).test(games)) refuse(`${GAME} is a name src/engine/games.ts declares already`);
const added = games
  .replace(list, (_, head, items) => `${head}${items.trimEnd()}, ${GAME}]`)
  .replace(/^/, `import { ${GAME} } from './${id}/descriptor';\n`);

fs.mkdirSync(folder);
for (const name of fs.readdirSync(templates)) {
  const target = name === 'game.test.ts.txt' ? `${id}.test.ts` : name.replace(/\.txt$/, '');
  fs.writeFileSync(path.join(folder, target), fill(fs.readFileSync(path.join(templates, name), 'utf8')));
}
fs.writeFileSync(gamesFile, added);
// the import joins the others in the order the linter keeps
execFileSync(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '--write', gamesFile, folder], {
  cwd: root,
  stdio: 'ignore',
});
// the game's proofreading file, src/engine/<id>/messages.md, says its messages and words (npm run messages)
execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '-s', 'messages'], { cwd: root, stdio: 'ignore' });
console.log(`${Title} is src/engine/${id}/ and one line of src/engine/games.ts (its messages.md says its messages and words):`);
for (const name of fs.readdirSync(folder).sort()) console.log(`  src/engine/${id}/${name}`);
console.log('Next: npm run typecheck && npm test, then make its rules your game\'s (docs/development.md, "Adding a game").');
