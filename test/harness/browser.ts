import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The browsers a machine may already have, in the order they are tried. */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface FoundBrowser {
  executablePath: string;
  /** What was used, in words, for the test's log. */
  source: string;
  /** The environment to start it in, where it needs its own libraries. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The npm package @sparticuz/chromium: a Linux x64 Chromium with the NSS, NSPR and expat libraries it needs. It
 * unpacks those libraries only when it believes it runs on AWS Lambda (AWS_LAMBDA_JS_RUNTIME set before it loads),
 * and reuses `$TMPDIR/chromium` whatever its version, so it is unpacked by a child process of its own, with TMPDIR
 * a folder named by its version (jest's sandbox gives a test its own copy of process.env, which node:os never sees).
 */
function bundledChromium(): FoundBrowser {
  const entry = require.resolve('@sparticuz/chromium');
  const version = packageVersion(entry);
  const dir = path.join(os.tmpdir(), `podium-chromium-${version}`);
  fs.mkdirSync(dir, { recursive: true });
  const unpack = `require(${JSON.stringify(entry)}).executablePath().then((p) => process.stdout.write(p))`;
  const executablePath = execFileSync(process.execPath, ['-e', unpack], {
    env: { ...process.env, TMPDIR: dir, AWS_LAMBDA_JS_RUNTIME: 'nodejs20.x' },
    encoding: 'utf8',
  }).trim();
  // its fonts.conf names Lambda's folders; this one names the fonts it unpacked, and the machine's if any
  const fontconfig = path.join(dir, 'fontconfig');
  fs.mkdirSync(fontconfig, { recursive: true });
  const fontDirs = [path.join(dir, 'fonts'), '/usr/share/fonts'].map((d) => `  <dir>${d}</dir>`).join('\n');
  fs.writeFileSync(
    path.join(fontconfig, 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig>\n${fontDirs}\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  return {
    executablePath,
    source: `@sparticuz/chromium ${version} (from npm), unpacked in ${dir}`,
    env: { ...process.env, LD_LIBRARY_PATH: path.join(dir, 'al2023', 'lib'), FONTCONFIG_PATH: fontconfig },
  };
}

/**
 * The Chromium the browser test drives: PODIUM_CHROMIUM when set, else a system Chromium, else the one `npm ci`
 * installed. PODIUM_BROWSER=bundled forces the npm one. When none can be had, the error names what was tried.
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<FoundBrowser> {
  const tried: string[] = [];
  if (env.PODIUM_BROWSER !== 'bundled') {
    const chosen = env.PODIUM_CHROMIUM;
    if (chosen) {
      if (isExecutable(chosen)) return { executablePath: chosen, source: `PODIUM_CHROMIUM=${chosen}` };
      throw new Error(`PODIUM_CHROMIUM=${chosen} is not an executable file; point it at a Chromium binary, or unset it.`);
    }
    const system = SYSTEM_CHROMIUMS.find(isExecutable);
    if (system) return { executablePath: system, source: `the system Chromium ${system}` };
    tried.push(`a system Chromium (${SYSTEM_CHROMIUMS.join(', ')}: none found)`);
  }
  try {
    return bundledChromium();
  } catch (e) {
    tried.push(`@sparticuz/chromium from npm (${(e as Error).message})`);
  }
  throw new Error(`No Chromium for the sidebar test. Tried: ${tried.join('; ')}. Run npm ci, or set PODIUM_CHROMIUM to a Chromium binary.`);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The version of the package a resolved file belongs to (its exports map hides package.json). */
function packageVersion(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string; version?: string };
    if (json.name && json.version) return json.version;
  }
  throw new Error(`no package.json above ${file}`);
}

/** Chromium started headless for a browser test; `who` is said once, so a run's log shows which browser it used. */
export async function launchChromium(who: string): Promise<Browser> {
  const found = await findChromium();
  process.stdout.write(`${who}: ${found.source}\n`);
  return chromium.launch({
    executablePath: found.executablePath,
    env: found.env,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * google.script.run as Apps Script's client offers it: a fresh runner per use, handlers, then the server call,
 * answered through `window.podiumServer(name, argsJson)` (a function the test exposes).
 */
export const GOOGLE_SCRIPT_RUN = `
  window.google = { script: {} };
  Object.defineProperty(window.google.script, 'run', { get() {
    let ok = () => {}, fail = () => {};
    const runner = new Proxy({}, { get(_, name) {
      if (name === 'withSuccessHandler') return (f) => { ok = f; return runner; };
      if (name === 'withFailureHandler') return (f) => { fail = f; return runner; };
      return (...args) => window.podiumServer(name, JSON.stringify(args)).then((answer) => {
        const { value, error } = JSON.parse(answer);
        error === undefined ? ok(value) : fail(new Error(error));
      });
    } });
    return runner;
  } });
`;

/**
 * Answers the page's google.script.run with `call` (the built bundle's functions): the calls it makes are listed in
 * `calls`, and those `failing` names fail as a Google error would reach the page's failure handler.
 */
export async function answerWith(
  page: Page,
  call: (name: string, ...args: unknown[]) => unknown,
  failing: Set<string> = new Set(),
  error = 'We are sorry, a server error occurred. Please wait a bit and try again.',
): Promise<string[]> {
  const calls: string[] = [];
  await page.exposeFunction('podiumServer', (name: string, args: string) => {
    calls.push(name);
    if (failing.has(name)) return JSON.stringify({ error });
    try {
      return JSON.stringify({ value: call(name, ...(JSON.parse(args) as unknown[])) ?? null });
    } catch (e) {
      return JSON.stringify({ error: (e as Error).message });
    }
  });
  await page.addInitScript(GOOGLE_SCRIPT_RUN);
  return calls;
}

/** The text of the QR code drawn on a canvas of the page, read by a QR reader library (jsqr), or undefined. */
export async function readQr(page: Page, selector: string): Promise<string | undefined> {
  // the pixels cross from the page as base64 text: a list of numbers that long is slow to pass as JSON
  const pixels = await page.$eval(selector, (c) => {
    const canvas = c as HTMLCanvasElement;
    const data = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let i = 0; i < data.data.length; i += 0x8000) binary += String.fromCharCode(...data.data.subarray(i, i + 0x8000));
    return { width: data.width, height: data.height, data: btoa(binary) };
  });
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels.data, 'base64')), pixels.width, pixels.height)?.data;
}
