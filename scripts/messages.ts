// npm run messages: writes the proofreading files, every text Podium says in English, Italian and Romanian:
// docs/messages.md, and each game's src/engine/<game>/messages.md (test/messages.test.ts checks that they are current).
import fs from 'node:fs';
import path from 'node:path';
import { FUNCTION_SETS } from '../src/engine/games';
import { everyText, type Spoken } from './messages/texts';

/** A cell of a Markdown table: its pipes escaped, a line break as <br>, nothing read as HTML. */
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, '<br>');

/**
 * The proofreading files, each whole: docs/messages.md says what the games share and the adapters' words; each game's
 * own messages and words are in its folder's messages.md, so that a new game's are written beside it.
 */
export function messagesPages(): { file: string; text: string }[] {
  const texts = everyText();
  return [
    {
      file: 'docs/messages.md',
      text: page(
        texts.filter((t) => !t.game),
        'Every message, in English, Italian and Romanian',
        SHARED_INTRO,
      ),
    },
    ...FUNCTION_SETS.map((g) => ({
      file: `src/engine/${g.id}/messages.md`,
      text: page(
        texts.filter((t) => t.game === g.id),
        `${g.title}: its messages, in English, Italian and Romanian`,
        `The proofreading file of ${g.title}'s own messages and words; what every game says is in docs/messages.md.`,
      ),
    })),
  ];
}

const SHARED_INTRO = [
  'The proofreading file: every text Podium says to an organizer or a player, with realistic values, in one table to',
  "read top to bottom as a native organizer would. Each game's own messages and words are in its folder's",
  '`messages.md` (`src/engine/catan/messages.md`, …).',
].join('\n');

function page(texts: Spoken[], title: string, intro: string): string {
  const rows = texts.map((t) => `| ${cell(t.where)} | ${cell(t.id)} | ${cell(t.en)} | ${cell(t.it)} | ${cell(t.ro)} |`);
  return [
    `# ${title}`,
    '',
    intro,
    '',
    'A message that counts is said at 1, 2, 20 and 101; a message with kinds (a table or a board, each stage, each count',
    'of a Catan player) is said with each. Written by `npm run messages` from the catalogues and the words tables',
    '(docs/languages.md); do not edit it by hand.',
    '',
    '| Where | Message | English | Italiano | Română |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (require.main === module) {
  const root = path.join(__dirname, '..');
  for (const { file, text } of messagesPages()) {
    fs.writeFileSync(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
}
