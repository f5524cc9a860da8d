// One page execution at a time of the built bundle (dist/Code.js), as the web app runs it for a visitor, in a worker
// thread whose every service call is asked of the main thread and waits for its answer (Atomics.wait): the main thread
// decides when each call is answered, and so how executions interleave (test/harness/interleave.ts). A page's
// functions reach only the script's cache, the script properties and the script lock; anything else throws.
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const vm = require('node:vm');
const fs = require('node:fs');

const { port, flags: shared, bundle } = workerData;
const flags = new Int32Array(shared);
const TO_MAIN = 0;
const TO_WORKER = 1;

function tellMain(message) {
  port.postMessage(message);
  Atomics.store(flags, TO_MAIN, 1);
  Atomics.notify(flags, TO_MAIN);
}

/** A pause of a millisecond, on a flag no one sets. */
const pause = new Int32Array(new SharedArrayBuffer(4));

function awaitMain() {
  Atomics.wait(flags, TO_WORKER, 0);
  Atomics.store(flags, TO_WORKER, 0);
  // the flag is set once the message is sent; it may reach this end of the port a moment later
  for (;;) {
    const received = receiveMessageOnPort(port);
    if (received) return received.message;
    Atomics.wait(pause, 0, 0, 1);
  }
}

/** A service call, answered by the main thread when it chooses. */
function ask(service, method, args) {
  tellMain({ kind: 'call', service, method, args });
  const reply = awaitMain();
  if (reply.error !== undefined) throw new Error(reply.error);
  return reply.value;
}

const service = (name) =>
  new Proxy({}, { get: (_, method) => (typeof method === 'string' ? (...args) => ask(name, method, args) : undefined) });
const refuse = (what) => () => {
  throw new Error(`a page execution called ${what}`);
};

const sandbox = {
  CacheService: { getScriptCache: () => service('cache') },
  PropertiesService: { getScriptProperties: () => service('props'), getDocumentProperties: refuse('getDocumentProperties') },
  LockService: { getScriptLock: () => service('lock'), getDocumentLock: () => null },
  SpreadsheetApp: {
    getActiveSpreadsheet: refuse('getActiveSpreadsheet'),
    getUi: () => {
      throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
    },
  },
  ScriptApp: { getService: () => ({ getUrl: () => null }) },
  HtmlService: {},
  Session: { getActiveUserLocale: () => 'en', getScriptTimeZone: () => 'Europe/Rome' },
  // Utilities.computeHmacSha256Signature as the harness's (test/harness/appsScript.ts): Java's signed bytes
  Utilities: {
    Charset: { US_ASCII: 'US_ASCII', UTF_8: 'UTF_8' },
    computeHmacSha256Signature: (value, key, charset) => {
      const bytes = (x) =>
        Array.isArray(x) ? Buffer.from(x.map((b) => Number(b) & 255)) : Buffer.from(String(x), charset === 'US_ASCII' ? 'latin1' : 'utf8');
      return [...require('node:crypto').createHmac('sha256', bytes(key)).update(bytes(value)).digest()].map((b) => (b > 127 ? b - 256 : b));
    },
  },
  Logger: { log() {} },
  console: { log() {}, warn() {}, error() {} },
};
vm.createContext(sandbox);
vm.runInContext(fs.readFileSync(bundle, 'utf8'), sandbox, { filename: 'Code.js' });

for (;;) {
  const command = awaitMain();
  if (command.kind === 'exit') break;
  let answer;
  try {
    answer = { value: JSON.parse(JSON.stringify(sandbox[command.fn](...command.args) ?? null)) };
  } catch (e) {
    answer = { error: String(e?.message) };
  }
  tellMain({ kind: 'done', ...answer });
}
