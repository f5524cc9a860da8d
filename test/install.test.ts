import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The install scripts, each run in a copy of the project's scripts/ with clasp replaced by a stand-in that records
// what it was asked (nothing here reaches Google).
const root = path.join(__dirname, '..');
const FAKE_CLASP = path.join(__dirname, 'harness/fakeClasp.cjs');
const PLACEHOLDER = { scriptId: 'REPLACE_WITH_YOUR_SCRIPT_ID', rootDir: 'dist' };
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function project(clasp: object = PLACEHOLDER, loggedIn = true) {
  fs.mkdirSync(path.join(root, 'test-output'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'test-output', 'install-'));
  made.push(dir);
  fs.cpSync(path.join(root, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.clasp.json'), JSON.stringify(clasp));
  const home = path.join(dir, 'home');
  fs.mkdirSync(home);
  if (loggedIn) fs.writeFileSync(path.join(home, '.clasprc.json'), '{}');
  const log = path.join(dir, 'clasp.log');
  const run = (script: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, [path.join(dir, 'scripts', script), ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, HOME: home, PODIUM_CLASP: FAKE_CLASP, PODIUM_CLASP_LOG: log },
    });
    return { status: r.status, out: r.stdout, err: r.stderr };
  };
  const calls = () =>
    fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { args: string[]; cwd: string })
      : [];
  const claspJson = () => JSON.parse(fs.readFileSync(path.join(dir, '.clasp.json'), 'utf8'));
  return { dir, run, calls, claspJson };
}

describe('npm run setup', () => {
  it('without an argument prints its usage, exit 2, and asks nothing of clasp', () => {
    const p = project();
    const r = p.run('setup.mjs');
    expect(r.status).toBe(2);
    expect(r.out).toContain('npm run setup -- SPREADSHEET');
    expect(r.out).toContain('npm run setup -- --standalone');
    expect(p.calls()).toEqual([]);
  });
  it('binds a script to an existing spreadsheet given by URL: the Apps Script API note, clasp create beside no .clasp.json, the id kept', () => {
    const p = project();
    const r = p.run('setup.mjs', 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit#gid=0');
    expect(r.status).toBe(0);
    expect(r.out).toContain('https://script.google.com/home/usersettings');
    const [create] = p.calls();
    expect(create.args).toEqual([
      'create',
      '--type',
      'standalone',
      '--title',
      'Podium',
      '--rootDir',
      'dist',
      '--json',
      '--parentId',
      '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    ]);
    expect(create.cwd).not.toBe(p.dir); // clasp refuses to create beside an existing .clasp.json
    expect(p.claspJson()).toEqual({ scriptId: '1FakeScriptIdFromClasp', rootDir: 'dist' });
    expect(r.out).toContain('bound to the spreadsheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789');
  });
  it('--standalone creates a standalone script; a first run signs in with clasp login', () => {
    const p = project(PLACEHOLDER, false);
    expect(p.run('setup.mjs', '--standalone').status).toBe(0);
    expect(p.calls().map((c) => c.args[0])).toEqual(['login', 'create']);
    expect(p.calls()[1].args).not.toContain('--parentId');
  });
  it('refuses text that is no spreadsheet, and a .clasp.json that already names a script', () => {
    expect(project().run('setup.mjs', 'my tournament')).toMatchObject({
      status: 2,
      err: expect.stringContaining('is neither a spreadsheet id nor a spreadsheet URL'),
    });
    const p = project({ scriptId: '1RealScript', rootDir: 'dist' });
    expect(p.run('setup.mjs', '--standalone')).toMatchObject({
      status: 1,
      err: expect.stringContaining('.clasp.json already names the script 1RealScript'),
    });
    expect(p.calls()).toEqual([]);
  });
});

describe('npm run deploy', () => {
  it('refuses the placeholder script id with a clear message, and pushes nothing', () => {
    const p = project();
    const r = p.run('deploy.mjs');
    expect(r.status).toBe(1);
    expect(r.err).toContain('.clasp.json still holds the placeholder script id (REPLACE_WITH_YOUR_SCRIPT_ID)');
    expect(r.err).toContain('npm run setup');
    expect(p.calls()).toEqual([]);
  });
  it('after setup, deploy runs its checks and pushes with clasp push -f, whatever the id and however .clasp.json is laid out', () => {
    const p = project();
    // the project's own npm scripts stand in for the real checks, so that the test does not run the suite it is in
    const checks = Object.fromEntries(
      ['typecheck', 'lint', 'test', 'build'].map((s) => [s, `node -e "require('fs').appendFileSync('checks.log', '${s}\\n')"`]),
    );
    fs.writeFileSync(path.join(p.dir, 'package.json'), JSON.stringify({ name: 'podium-copy', private: true, scripts: checks }));
    expect(p.run('setup.mjs', '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789').status).toBe(0);
    // an organizer who edits .clasp.json by hand, on one line
    fs.writeFileSync(path.join(p.dir, '.clasp.json'), JSON.stringify(p.claspJson()));
    const r = p.run('deploy.mjs');
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(fs.readFileSync(path.join(p.dir, 'checks.log'), 'utf8').split('\n').filter(Boolean)).toEqual([
      'typecheck',
      'lint',
      'test',
      'build',
    ]);
    expect(p.calls().map((c) => c.args)).toEqual([expect.arrayContaining(['create']), ['push', '-f']]);
    expect(r.out).toContain('deploy: pushed.');
  });
  it('--web deploys the live page once, then redeploys it to the same deployment, so its address stays the same', () => {
    const p = project();
    const checks = Object.fromEntries(['typecheck', 'lint', 'test', 'build'].map((s) => [s, 'node -e ""']));
    fs.writeFileSync(path.join(p.dir, 'package.json'), JSON.stringify({ name: 'podium-copy', private: true, scripts: checks }));
    expect(p.run('setup.mjs', '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789').status).toBe(0);
    const first = p.run('deploy.mjs', '--web');
    expect(first.status).toBe(0);
    expect(first.out).toContain('deploy: the live page is deployed at https://script.google.com/macros/s/AKfycbFakeDeployment/exec');
    expect(JSON.parse(fs.readFileSync(path.join(p.dir, '.clasp-web.json'), 'utf8'))).toEqual({ deploymentId: 'AKfycbFakeDeployment' });
    const again = p.run('deploy.mjs', '--web');
    expect(again.out).toContain('deploy: the live page is redeployed at https://script.google.com/macros/s/AKfycbFakeDeployment/exec');
    expect(p.calls().map((c) => c.args)).toEqual([
      expect.arrayContaining(['create']),
      ['push', '-f'],
      ['create-deployment', '--json', '--description', 'Podium live page'],
      ['push', '-f'],
      ['create-deployment', '--json', '--description', 'Podium live page', '--deploymentId', 'AKfycbFakeDeployment'],
    ]);
  });
  it('nothing the tests or the linter read depends on the id in .clasp.json or on its layout', () => {
    // the linter skips the file; the tests read only their own copies of it
    expect(JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')).files.includes).toContain('!.clasp.json');
    const tests = fs.readdirSync(__dirname).filter((f) => f.endsWith('.ts'));
    for (const f of tests) expect(fs.readFileSync(path.join(__dirname, f), 'utf8')).not.toMatch(/join\(root, '\.clasp\.json'\)/);
  });
});

describe('npm run package', () => {
  it('writes exactly the four files to paste into Extensions > Apps Script, as built', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/package.mjs')], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(fs.readdirSync(path.join(root, 'release')).sort()).toEqual(['Code.js', 'Live.html', 'Sidebar.html', 'appsscript.json']);
    for (const file of ['Code.js', 'Sidebar.html', 'Live.html', 'appsscript.json'])
      expect(fs.readFileSync(path.join(root, 'release', file), 'utf8')).toBe(fs.readFileSync(path.join(root, 'dist', file), 'utf8'));
  });
});
