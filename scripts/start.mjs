// npm start (after the build): the standings of every example, as a newcomer's first look.
import { execFileSync } from 'node:child_process';

const examples = [
  ['Catan standings', 'standings', 'catan', 'examples/catan-tournament.csv'],
  ['Diplomacy standings', 'standings', 'diplomacy', 'examples/diplomacy-tournament.csv'],
  ['Carcassonne scoring log, totals', 'score', 'carcassonne', 'examples/carcassonne-log.csv'],
];
for (const [title, command, game, file] of examples) {
  console.log(`\n== ${title}: ${file}\n`);
  console.log(execFileSync(process.execPath, ['build/podium.cjs', command, '--game', game, file], { encoding: 'utf8' }));
}
