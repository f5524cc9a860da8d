import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The code cites the project's own pages (docs/*.md) for the rules it implements: each page it names must exist, and
// the README must lead to each page, so that a reader of the repository alone can follow every citation.
const root = join(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|mjs|cjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const cited = new Map<string, string[]>();
const anchors: [string, string, string][] = [];
for (const file of [...filesUnder('src'), ...filesUnder('scripts'), ...filesUnder('bench')])
  for (const [, page, anchor] of readFileSync(join(root, file), 'utf8').matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
    cited.set(page, [...(cited.get(page) ?? []), file]);
    if (anchor) anchors.push([page, anchor, file]);
  }

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

describe('docs/', () => {
  it('is cited by the code', () => {
    expect(cited.size).toBeGreaterThan(0);
  });

  it.each([...cited.keys()])('docs/%s, which the code cites, exists', (page) => {
    expect(existsSync(join(root, 'docs', page))).toBe(true);
  });

  it.each(anchors)('docs/%s#%s, which %s cites, is a heading of that page', (page, anchor) => {
    const headings = readFileSync(join(root, 'docs', page), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => slug(line.replace(/^#+\s*/, '')));
    expect(headings).toContain(anchor);
  });

  it('every page is linked from the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const page of readdirSync(join(root, 'docs'))) expect(readme).toContain(`docs/${page}`);
  });
});
