// npm run messages: writes docs/messages.md, the proofreading file: every text Podium says, in English, Italian and
// Romanian, in one table (test/messages.test.ts checks that it is current).
import fs from 'node:fs';
import path from 'node:path';
import { everyText } from './messages/texts';

/** A cell of a Markdown table: its pipes escaped, a line break as <br>, nothing read as HTML. */
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, '<br>');

/** docs/messages.md, whole. */
export function messagesPage(): string {
  const rows = everyText().map((t) => `| ${cell(t.where)} | ${cell(t.id)} | ${cell(t.en)} | ${cell(t.it)} | ${cell(t.ro)} |`);
  return [
    '# Every message, in English, Italian and Romanian',
    '',
    'The proofreading file: every text Podium says to an organizer or a player, with realistic values, in one table to',
    'read top to bottom as a native organizer would. A message that counts is said at 1, 2, 20 and 101; a message with',
    'kinds (a table or a board, each stage, each count of a Catan player) is said with each. Written by `npm run messages`',
    'from the catalogues and the words tables (docs/languages.md); do not edit it by hand.',
    '',
    '| Where | Message | English | Italiano | Română |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (require.main === module) {
  const file = path.join(__dirname, '..', 'docs', 'messages.md');
  fs.writeFileSync(file, messagesPage());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
