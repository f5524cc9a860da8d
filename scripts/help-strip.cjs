// A custom function's help (description, arguments, return, example) is declared beside its implementation, in its
// game's functions.ts; the build writes it into each function's top-level stub as the JSDoc Sheets reads. Inside the
// bundle nothing reads it, and Apps Script loads the bundle on every custom-function call: this esbuild plugin leaves
// the help out of the bundled declarations, so that it is in dist/Code.js once (23 KiB when kept twice).
// (Plain CommonJS: read by scripts/build.mjs and by test/bundle.test.ts.)
// A message's example parameters (each folder's messages.ts) give its type and its test, and are left out likewise.
const HELP = new Set(['description', 'params', 'returns', 'example']);
const STRIPPED = { customFunction: HELP, message: new Set(['example']) };

/** The source without the help's properties of each customFunction({ … }) literal, and each message's example. */
function stripHelp(text, file) {
  const ts = require('typescript');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
  const cuts = [];
  const visit = (node) => {
    const callee = ts.isCallExpression(node) ? node.expression.getText(source) : '';
    const props = Object.hasOwn(STRIPPED, callee) ? STRIPPED[callee] : undefined;
    const [arg] = props ? node.arguments : [];
    if (arg && ts.isObjectLiteralExpression(arg))
      for (const prop of arg.properties)
        if (ts.isPropertyAssignment(prop) && props.has(prop.name.getText(source))) cuts.push([prop.getStart(source), prop.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(out[end] === ',' ? end + 1 : end);
  return out;
}

/** An esbuild plugin that bundles each folder's functions.ts without the help, and its messages.ts without examples. */
const helpStripPlugin = {
  name: 'help-strip',
  setup(build) {
    const fs = require('node:fs');
    build.onLoad({ filter: /[\\/]src[\\/]engine[\\/][^\\/]+[\\/](functions|messages)\.ts$/ }, (args) => ({
      contents: stripHelp(fs.readFileSync(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};

module.exports = { stripHelp, helpStripPlugin };
