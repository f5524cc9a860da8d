// Finds the Apps Script entry points: every exported function of src/appsscript/entrypoints/*.ts, with its JSDoc.
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

/** [{ name, params, jsdoc, file }] for each exported top-level function declaration. */
function entryPoints(root) {
  const found = [];
  for (const file of entryFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
    for (const node of source.statements) {
      if (!ts.isFunctionDeclaration(node) || !node.name) continue;
      if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
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
  return found;
}

module.exports = { ENTRY_DIR, entryFiles, entryPoints };
