import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of src/, type-only imports included (they tie modules together for the reader and the type checker
// as much as any): the ground floor of languages imports nothing above it, and no module reaches itself again.

const SRC = path.join(__dirname, '../src');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Each source file of src/ (tests aside) with the files of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter((i) => i.fileName.startsWith('.'))
      .map((i) => path.resolve(path.dirname(file), i.fileName))
      .map((t) => [`${t}.ts`, path.join(t, 'index.ts')].find((c) => fs.existsSync(c)) ?? t);
    graph.set(
      path.relative(SRC, file),
      targets.map((t) => path.relative(SRC, t)),
    );
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('is read whole: every relative import resolves to a file of src/', () => {
    const unresolved = [...graph].flatMap(([file, targets]) => targets.filter((t) => !graph.has(t)).map((t) => `${file} → ${t}`));
    expect(unresolved).toEqual([]);
  });

  it('has no circle, type-only imports included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle where there is one (the check itself)', () => {
    const toy = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(toy)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps engine/i18n, the languages, free of any import outside itself (a message carries its own words)', () => {
    const outward = [...graph]
      .filter(([file]) => file.startsWith(`engine${path.sep}i18n${path.sep}`))
      .flatMap(([file, targets]) => targets.filter((t) => !t.startsWith(`engine${path.sep}i18n${path.sep}`)).map((t) => `${file} → ${t}`));
    expect(outward).toEqual([]);
  });
});
