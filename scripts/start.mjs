// npm start (after the build): the standings of every example, as a newcomer's first look.
import { execFileSync } from 'node:child_process';

const examples = [
  ['Catan', 'catan', 'examples/catan-tournament.csv'],
  ['Diplomacy', 'diplomacy', 'examples/diplomacy-tournament.csv'],
];
for (const [title, game, file] of examples) {
  console.log(`\n== ${title}: ${file}\n`);
  console.log(execFileSync(process.execPath, ['build/podium.cjs', 'standings', '--game', game, file], { encoding: 'utf8' }));
}
