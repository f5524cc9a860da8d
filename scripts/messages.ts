// npm run messages: writes the proofreading files, every text Podium says in English, Italian and Romanian:
// docs/messages.md, and each game's src/engine/<game>/messages.md (test/messages.test.ts checks that they are current);
// and docs/scoring-systems.md, DIP_SYSTEMS's table, read off the systems' own files (test/scoringSystems.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { dipSystems } from '../src/engine/diplomacy/cellFunctions';
import { FUNCTION_SETS } from '../src/engine/games';
import { rowsIn } from '../src/engine/i18n/message';
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

/**
 * docs/scoring-systems.md: every Diplomacy scoring system as DIP_SYSTEMS spills it in English, so that a new system is
 * its file and one line of the list (src/engine/diplomacy/scoringSystems/index.ts), and its row here is written anew.
 */
export function systemsPage(): { file: string; text: string } {
  const [header, ...rows] = rowsIn(dipSystems(), 'en').map((r) => r.map((c) => cell(String(c))));
  return {
    file: 'docs/scoring-systems.md',
    text: [
      '# Diplomacy scoring systems',
      '',
      "Every system the `system=<id>` setting names, as `=DIP_SYSTEMS()` spills it (in the spreadsheet's language there).",
      'How to choose one, what each reads and how a board is scored: [docs/diplomacy.md](diplomacy.md#other-scoring-systems).',
      "Written by `npm run messages` from the systems' own files; do not edit it by hand.",
      '',
      `| ${header.join(' | ')} |`,
      `|${header.map(() => '---|').join('')}`,
      ...rows.map(([id, ...rest]) => `| \`${id}\` | ${rest.join(' | ')} |`),
      '',
    ].join('\n'),
  };
}

if (require.main === module) {
  const root = path.join(__dirname, '..');
  for (const { file, text } of [...messagesPages(), systemsPage()]) {
    fs.writeFileSync(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
}
