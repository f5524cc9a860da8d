import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesPages } from '../scripts/messages';
import { FUNCTION_SETS } from '../src/engine/games';

// The proofreading files (docs/messages.md and each game's, and the circuit's, src/engine/<folder>/messages.md) are what the catalogues and
// the words tables say today: written anew, each is the same file, byte for byte.
describe('the proofreading files', () => {
  it.each(messagesPages().map((p) => [p.file, p.text]))('%s is current', (file, text) => {
    const kept = readFileSync(join(__dirname, '..', file), 'utf8').split('\n');
    const fresh = text.split('\n');
    const line = fresh.findIndex((l, k) => l !== kept[k]);
    if (line >= 0 || kept.length !== fresh.length)
      throw new Error(
        `${file} is not what the catalogues say (first difference at line ${line + 1}): run npm run messages, then read the diff`,
      );
  });

  it("say a game's (or the circuit's) own texts in its folder, what the games share in docs/messages.md", () => {
    const pages = messagesPages();
    expect(pages.map((p) => p.file)).toEqual(['docs/messages.md', ...FUNCTION_SETS.map((g) => `src/engine/${g.id}/messages.md`)]);
    const rows = (file: string) =>
      (pages.find((p) => p.file === file)?.text ?? '').split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Where'));
    expect(rows('docs/messages.md').filter((r) => FUNCTION_SETS.some((g) => r.startsWith(`| messages: ${g.id} `)))).toEqual([]);
    for (const g of FUNCTION_SETS)
      expect(
        rows(`src/engine/${g.id}/messages.md`).filter((r) => r.startsWith('| messages: ') && !r.startsWith(`| messages: ${g.id} `)),
      ).toEqual([]);
    expect(rows('src/engine/diplomacy/messages.md').some((r) => r.startsWith('| scoring systems | '))).toBe(true);
    expect(rows('src/engine/carcassonne/messages.md').some((r) => r.startsWith('| CARC_EXPLAIN nouns | '))).toBe(true);
    expect(rows('docs/messages.md').some((r) => r.startsWith('| messages: shared | '))).toBe(true);
  });
});
