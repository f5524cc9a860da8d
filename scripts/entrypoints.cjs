// Finds the Apps Script entry points: every custom function declared in a game's folder (its `functions` list), with
// the help Sheets shows written from the declaration, and every exported function of src/appsscript/entrypoints/*.ts
// (the menu and the sidebar's server) with its own JSDoc.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ENTRY_DIR = 'src/appsscript/entrypoints';

function entryFiles(root) {
  const dir = path.join(root, ENTRY_DIR);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f));
}

const isExported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const isTypeOnly = (node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);

function kindOf(node) {
  if (ts.isVariableStatement(node))
    return `export ${node.declarationList.declarations.map((d) => d.name.getText()).join(', ')} (a variable)`;
  if (ts.isClassDeclaration(node)) return `export class ${node.name?.text ?? ''}`.trim();
  if (ts.isEnumDeclaration(node)) return `export enum ${node.name.text}`;
  return 'this export';
}

/**
 * Why an exported statement of an entry-point file cannot become a top-level Apps Script function, or undefined
 * when it can (a named function declaration) or is erased (a type).
 */
function notAFunction(node) {
  if (ts.isExportAssignment(node)) return 'a default export has no name for Sheets to call';
  if (ts.isExportDeclaration(node))
    return node.isTypeOnly ? undefined : 're-exports are not functions of this file; declare the function here';
  if (!isExported(node) || isTypeOnly(node)) return undefined;
  if (!ts.isFunctionDeclaration(node)) return `${kindOf(node)} is not a function declaration; write "export function NAME(...)"`;
  if (!node.name) return 'a function without a name';
  if (node.modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return 'a default export has no name for Sheets to call';
  if (node.asteriskToken || node.modifiers.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword))
    return 'Apps Script calls plain functions, not generators or async ones';
  return undefined;
}

/**
 * [{ name, params, jsdoc, file }] for each exported top-level function declaration. Any other export is an error:
 * it would be silently missing from Sheets.
 */
function entryPoints(root) {
  const found = [];
  const refused = [];
  for (const file of entryFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
    for (const node of source.statements) {
      const why = notAFunction(node);
      const where = `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
      if (why) {
        refused.push(`${where}: ${why}`);
        continue;
      }
      if (!ts.isFunctionDeclaration(node) || !isExported(node)) continue;
      const comments = ts.getLeadingCommentRanges(text, node.pos) ?? [];
      const doc = comments
        .map((c) => text.slice(c.pos, c.end))
        .filter((c) => c.startsWith('/**'))
        .pop();
      found.push({
        name: node.name.text,
        params: node.parameters.map((p) => p.name.getText(source)),
        jsdoc: doc,
        file: path.relative(root, file),
      });
    }
  }
  if (refused.length) throw new Error(`exports that would get no top-level Apps Script function:\n  ${refused.join('\n  ')}`);
  return found;
}

const GAMES_FILE = 'src/engine/games.ts';

/** A small TypeScript program of the project, bundled and run here: what it exports. */
function evaluate(root, contents) {
  const esbuild = require('esbuild');
  const out = esbuild.buildSync({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(module, module.exports, require);
  return module.exports;
}

/**
 * The declarations of every custom function (without their implementations), read from the list of the folders that
 * declare them: each game's, and the circuit's (FUNCTION_SETS).
 */
function declaredFunctions(root) {
  if (!fs.existsSync(path.join(root, GAMES_FILE))) return [];
  return evaluate(
    root,
    `import { FUNCTION_SETS } from './${GAMES_FILE}';
export const declared = FUNCTION_SETS.flatMap((g) => g.functions.map(({ run, ...d }) => ({ ...d, game: g.id })));`,
  ).declared;
}

/**
 * Each game's descriptor as a module can import it alone: its file (src/engine/<id>/descriptor.ts, as
 * \`npm run new-game\` writes it) and the name it is exported under. The build makes one entry per game from it, so
 * that a custom function's call reaches its own game's code and not the others'.
 */
function gameDescriptors(root, ids) {
  const files = ids.map((id) => `src/engine/${id}/descriptor.ts`);
  files.forEach((file, k) => {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`game ${ids[k]}: its descriptor is not in ${file}`);
  });
  const { names } = evaluate(
    root,
    `${files.map((file, k) => `import * as game${k} from './${file}';`).join('\n')}
export const names = [${ids.map((id, k) => `Object.keys(game${k}).find((key) => game${k}[key]?.id === ${JSON.stringify(id)})`).join(', ')}];`,
  );
  return ids.map((id, k) => {
    if (!names[k]) throw new Error(`game ${id}: ${files[k]} exports no descriptor with the id ${JSON.stringify(id)}`);
    return { id, file: files[k], exportName: names[k] };
  });
}

/** The help Sheets shows for a declared function: its JSDoc, in the form Apps Script reads. */
function jsdocOf(fn) {
  return [
    '/**',
    ` * ${fn.description}`,
    ...fn.params.map((p) => ` * @param {${p.type}} ${p.name} ${p.description}`),
    ` * @return ${fn.returns}`,
    ' * @customfunction',
    ' */',
  ].join('\n');
}

/** Every entry point: the games' declared custom functions, then the entry files' functions; a name used twice is an error. */
function allEntryPoints(root) {
  const declared = declaredFunctions(root).map((fn) => ({
    name: fn.name,
    params: fn.params.map((p) => p.name),
    jsdoc: jsdocOf(fn),
    file: `src/engine/${fn.game}/functions.ts`,
    game: fn.game,
    declared: true,
  }));
  const points = [...declared, ...entryPoints(root)];
  const names = points.map((p) => p.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`entry points declared twice: ${[...new Set(twice)].join(', ')}`);
  return points;
}

module.exports = { ENTRY_DIR, entryFiles, entryPoints, allEntryPoints, declaredFunctions, gameDescriptors };
