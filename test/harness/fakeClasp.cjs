// A stand-in for clasp in the install scripts' tests (nothing here can reach Google): it records its arguments and
// its folder, and does what clasp does to the files: create writes .clasp.json where it runs.
const fs = require('node:fs');

const args = process.argv.slice(2);
fs.appendFileSync(process.env.PODIUM_CLASP_LOG, `${JSON.stringify({ args, cwd: process.cwd() })}\n`);
if (args[0] === 'create') {
  if (fs.existsSync('.clasp.json')) {
    process.stderr.write('Project file already exists.\n');
    process.exit(1);
  }
  const rootDir = args[args.indexOf('--rootDir') + 1];
  fs.writeFileSync('.clasp.json', JSON.stringify({ scriptId: '1FakeScriptIdFromClasp', rootDir }));
  process.stdout.write(JSON.stringify({ scriptId: '1FakeScriptIdFromClasp' }));
}
if (args[0] === 'create-deployment') {
  // clasp create-deployment --json answers the deployment's id; with --deploymentId, the same one redeployed
  const given = args.indexOf('--deploymentId');
  const deploymentId = given >= 0 ? args[given + 1] : 'AKfycbFakeDeployment';
  process.stdout.write(JSON.stringify({ deploymentId, versionNumber: 1, description: 'Podium live page' }));
}
