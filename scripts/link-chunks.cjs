// Apps Script loads every file of a project, whole, on every custom-function call, and has no modules. esbuild splits
// the code by what each entry needs (a game's custom functions, the menu and sidebar, the live page): a chunk holds
// the modules that exactly the same entries reach, and imports the chunks its modules import. This links those ES
// chunks into one script where each chunk is a function, run on the first call that needs it: loading the file only
// reads the code (V8 compiles a function when it is first called), and a call compiles what its entry reaches, not
// the whole add-on. Inside a chunk the modules' constants stay constants, so the code runs as fast as one bundle.
// (Plain CommonJS: read by scripts/build.mjs and by test/bundle.test.ts.)
const ts = require('typescript');

/** Names the linker gives its own helpers: long, so that no minified name of a chunk can shadow them. */
const CHUNK = '__podium_chunk';

/** One ES chunk as the body of a function: its imports read from the chunks they name, its exports returned. */
function chunkBody(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, false, ts.ScriptKind.JS);
  const prelude = [];
  let exported = '{}';
  const cuts = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const from = node.moduleSpecifier.text.replace(/^\.\//, '');
      const bindings = node.importClause?.namedBindings;
      if (node.importClause?.name || (bindings && !ts.isNamedImports(bindings)))
        throw new Error(`${file}: only named imports between chunks can be linked: ${node.getText(source)}`);
      const names = bindings ? bindings.elements.map((e) => pair((e.propertyName ?? e.name).text, e.name.text)) : [];
      prelude.push(names.length ? `const {${names.join(',')}}=${CHUNK}(${JSON.stringify(from)});` : `${CHUNK}(${JSON.stringify(from)});`);
      cuts.push(node);
    } else if (ts.isExportDeclaration(node) && !node.moduleSpecifier && node.exportClause && ts.isNamedExports(node.exportClause)) {
      exported = `{${node.exportClause.elements.map((e) => pair(e.name.text, (e.propertyName ?? e.name).text)).join(',')}}`;
      cuts.push(node);
    } else if (
      ts.isExportAssignment(node) ||
      ts.isExportDeclaration(node) ||
      (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    ) {
      throw new Error(`${file}: an export the linker does not know: ${node.getText(source).slice(0, 80)}`);
    }
  }
  let body = text;
  for (const node of [...cuts].reverse()) body = body.slice(0, node.getStart(source)) + body.slice(node.end);
  // indented where the linker writes a line, so that a line at the margin is a global of the file (test/bundle.test.ts)
  return `  ${[...prelude, body.trim()].join('\n  ')}\n  return ${exported};`;
}

/** A property and the name it binds, in an object pattern or literal: `a` when they are the same, else `a:b`. */
const pair = (key, name) => (key === name ? key : `${/^[\w$]+$/.test(key) ? key : JSON.stringify(key)}:${name}`);

/**
 * The script of these chunks (esbuild's output files of one build with splitting): a global function `namespace`
 * that returns an entry's exports by the entry's name, running its chunk, and the chunks it imports, on first use.
 * Chunks import in one direction only (a module's chunk is reached by at most the entries that reach the modules it
 * imports), so a chunk never waits on itself.
 */
function linkChunks(outputs, namespace) {
  const chunks = outputs.map(({ path: file, text }) => {
    const name = file.split(/[\\/]/).pop();
    return ` ${JSON.stringify(name)}() {\n${chunkBody(name, text)}\n }`;
  });
  return `var ${namespace} = (() => {
 "use strict";
 const chunks = {
${chunks.join(',\n')}
 };
 const done = Object.create(null);
 function ${CHUNK}(name) {
  if (!(name in done)) done[name] = chunks[name]();
  return done[name];
 }
 return (entry) => ${CHUNK}(\`\${entry}.js\`);
})();`;
}

module.exports = { linkChunks };
