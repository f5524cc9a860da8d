import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesPage } from '../scripts/messages';

// docs/messages.md, the proofreading file, is what the catalogues and the words tables say today: written anew, it is
// the same file, byte for byte.
describe('docs/messages.md', () => {
  it('is current', () => {
    const kept = readFileSync(join(__dirname, '..', 'docs', 'messages.md'), 'utf8').split('\n');
    const fresh = messagesPage().split('\n');
    const line = fresh.findIndex((l, k) => l !== kept[k]);
    if (line >= 0 || kept.length !== fresh.length)
      throw new Error(
        `docs/messages.md is not what the catalogues say (first difference at line ${line + 1}): run npm run messages, then read the diff`,
      );
  });
});
