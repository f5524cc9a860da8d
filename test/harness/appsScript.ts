import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { FakeSpreadsheet } from './fakeSpreadsheet';
import { Clock, FakeCache, FakeProperties, FakeScriptLock } from './fakeStores';

/** The project's root, found from here whether this file runs from test/ or bundled into build/. */
const ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}: run the harness from inside Podium`);
    dir = path.dirname(dir);
  }
  return dir;
})();
export const BUNDLE = path.join(ROOT, 'dist/Code.js');

/** The build's own finder of entry points (plain CommonJS, shared with scripts/build.mjs). */
const { allEntryPoints } = require(path.join(ROOT, 'scripts/entrypoints.cjs'));
export const ENTRY_POINTS: { name: string; jsdoc: string; params: string[]; file: string }[] = allEntryPoints(ROOT);

/** The custom functions, as the build finds them: the entry points whose JSDoc says @customfunction. */
export function customFunctionNames(): string[] {
  return ENTRY_POINTS.filter((p) => p.jsdoc?.includes('@customfunction')).map((p) => p.name);
}

export interface Services {
  spreadsheet?: FakeSpreadsheet;
  properties?: Map<string, string>;
  lockAvailable?: boolean;
  ui?: { alerts: string[]; sidebars: string[]; menus: { name: string; items: [string, string][] }[] };
  /** What Session.getActiveUserLocale() answers (`en` by default), or an Error for it to throw. */
  userLocale?: string | Error;
  /** The script's properties and cache (the live page's snapshots), with Google's limits, and the clock they keep time by. */
  scriptProperties?: FakeProperties;
  cache?: FakeCache;
  clock?: Clock;
  /** The script lock, shared by every run of the script (the organizer's and the page's). */
  scriptLock?: FakeScriptLock;
  /**
   * Calls come from the live page (a web app), not the spreadsheet: SpreadsheetApp.getUi() throws, as Google says a
   * script can call it only in the editor's context ("Cannot call SpreadsheetApp.getUi() from this context").
   */
  webApp?: boolean;
  /** What ScriptApp.getService().getUrl() answers: the web app's address, null until it is deployed. */
  url?: string | null;
}

/**
 * The built bundle in a fresh V8 context holding only Apps Script's globals (no require, module, process).
 * Values crossing in are rebuilt inside the context, since arrays and errors do not pass `instanceof` across contexts.
 */
export function loadBundle(services: Services = {}) {
  const spreadsheet = services.spreadsheet ?? new FakeSpreadsheet();
  const properties = services.properties ?? new Map<string, string>();
  const ui = services.ui ?? { alerts: [], sidebars: [], menus: [] };
  const lock = { held: false };
  const record = (name: string) => spreadsheet.log.record(name);
  const clock = services.clock ?? new Clock();
  const scriptProperties = services.scriptProperties ?? new FakeProperties(spreadsheet.log);
  const cache = services.cache ?? new FakeCache(spreadsheet.log, clock);
  const scriptLock = services.scriptLock ?? new FakeScriptLock(spreadsheet.log);
  /** Every reach for the spreadsheet or the document's properties: the live page's calls must make none. */
  const touched = { spreadsheet: 0 };
  const touch = () => {
    touched.spreadsheet++;
  };
  const sandbox: Record<string, unknown> = {
    SpreadsheetApp: {
      getActiveSpreadsheet: () => {
        touch();
        return spreadsheet;
      },
      getActive: () => {
        touch();
        return spreadsheet;
      },
      getUi: () => {
        if (services.webApp) throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
        return ui_();
      },
    },
  };
  /** HtmlService's HtmlOutput: the page, its title and its meta tags (HtmlOutput.addMetaTag). */
  function htmlOutput(content: string) {
    const page = { content, title: '', meta: {} as Record<string, string> };
    const api = {
      setTitle: (t: string) => {
        page.title = t;
        return api;
      },
      addMetaTag: (name: string, value: string) => {
        page.meta[name] = value;
        return api;
      },
      setWidth: () => api,
      getContent: () => page.content,
      getTitle: () => page.title,
      meta: page.meta,
      content: page.content,
    };
    return api;
  }
  /** A menu as Ui.createMenu builds it: items added, then the menu added to the Ui. */
  function menu(name: string) {
    const made = { name, items: [] as [string, string][] };
    const api = {
      addItem: (label: string, handler: string) => {
        made.items.push([label, handler]);
        return api;
      },
      addToUi: () => ui.menus.push(made),
    };
    return api;
  }
  function ui_() {
    return {
      createAddonMenu: () => menu('Podium'),
      createMenu: (name: string) => menu(name),
      showSidebar: (html: { content: string }) => ui.sidebars.push(html.content),
      alert: (text: string) => ui.alerts.push(text),
      ButtonSet: { OK: 'OK' },
    };
  }
  Object.assign(sandbox.SpreadsheetApp as object, {
    newDataValidation: () => {
      const builder: Record<string, unknown> = {};
      for (const m of ['requireValueInList', 'requireCheckbox', 'setAllowInvalid', 'requireNumberBetween']) builder[m] = () => builder;
      builder.build = () => ({ validation: true });
      return builder;
    },
    flush: () => undefined,
  });
  Object.assign(sandbox, {
    // Properties and the lock are services too: their calls are counted, and can be made to fail, with the sheets'.
    PropertiesService: {
      getScriptProperties: () => scriptProperties,
      getDocumentProperties: () => {
        touch();
        return {
          getProperty: (k: string) => {
            record('getProperty');
            return properties.get(k) ?? null;
          },
          setProperty: (k: string, v: string) => {
            record('setProperty');
            properties.set(k, v);
          },
          getProperties: () => {
            record('getProperties');
            return Object.fromEntries(properties);
          },
          setProperties: (values: Record<string, string>) => {
            record('setProperties');
            for (const [k, v] of Object.entries(values)) properties.set(k, v);
          },
          deleteProperty: (k: string) => {
            record('deleteProperty');
            properties.delete(k);
          },
        };
      },
    },
    LockService: {
      getScriptLock: () => scriptLock.handle(),
      getDocumentLock: () => ({
        tryLock: () => {
          record('tryLock');
          if (services.lockAvailable === false || lock.held) return false;
          lock.held = true;
          return true;
        },
        waitLock: () => {
          record('waitLock');
          if (services.lockAvailable === false || lock.held)
            throw new Error('Lock timeout: another process was holding the lock for too long.');
          lock.held = true;
        },
        releaseLock: () => {
          lock.held = false;
          record('releaseLock');
        },
        hasLock: () => lock.held,
      }),
    },
    HtmlService: {
      createHtmlOutputFromFile: (name: string) => htmlOutput(fs.readFileSync(path.join(ROOT, `dist/${name}.html`), 'utf8')),
      createHtmlOutput: (html: string) => htmlOutput(html),
    },
    ScriptApp: {
      AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL' },
      getService: () => ({ getUrl: () => services.url ?? null }),
    },
    CacheService: { getScriptCache: () => cache },
    Session: {
      getScriptTimeZone: () => 'Europe/Rome',
      getActiveUserLocale: () => {
        const locale = services.userLocale ?? 'en';
        if (locale instanceof Error) throw locale;
        return locale;
      },
    },
    Logger: { log: () => undefined },
    console: { log: () => undefined, warn: () => undefined, error: () => undefined },
    // getUuid: "a UUID as a string (equivalent to using the java.util.UUID.randomUUID() method)",
    // developers.google.com/apps-script/reference/utilities/utilities
    Utilities: { formatDate: (d: Date) => d.toISOString(), getUuid: () => randomUUID(), ...HMAC },
  });
  const context = vm.createContext(sandbox);
  vm.runInContext(fs.readFileSync(BUNDLE, 'utf8'), context, { filename: 'Code.js' });
  // values are rebuilt with the context's own Array and Date, as Sheets hands its own objects to a custom function
  const ContextArray = vm.runInContext('Array', context) as ArrayConstructor;
  const ContextDate = vm.runInContext('Date', context) as DateConstructor;
  const ContextObject = vm.runInContext('Object', context) as ObjectConstructor;
  const toContext = (value: unknown): unknown => {
    if (Array.isArray(value)) return ContextArray.from(value, toContext);
    if (value instanceof Date) return new ContextDate(value.getTime());
    if (value !== null && typeof value === 'object')
      return ContextObject.fromEntries(Object.entries(value).map(([k, v]) => [k, toContext(v)]));
    return value;
  };
  const customFunctions = new Set(customFunctionNames());
  // the organizer opened the sidebar once (its Open sidebar made the document's token): a call of this harness is the
  // sidebar's, carrying the token, unless it is a visitor's (a web app) or gives its own
  if (!services.webApp && !properties.has(TOKEN)) properties.set(TOKEN, HARNESS_TOKEN);
  const signed = (name: string, args: unknown[]): unknown[] => {
    const at = SIGNED_AT[name];
    const token = properties.get(TOKEN);
    if (services.webApp || at === undefined || token === undefined) return args;
    if (typeof at === 'number') return args.length > at ? args : [...args, ...Array(at - args.length).fill(undefined), token];
    const request = args[0];
    if (request === undefined) return [{ token }, ...args.slice(1)];
    if (request === null || typeof request !== 'object' || Array.isArray(request) || 'token' in request) return args;
    return [{ ...request, token }, ...args.slice(1)];
  };
  return {
    context,
    spreadsheet,
    properties,
    scriptProperties,
    cache,
    clock,
    scriptLock,
    touched,
    ui,
    /** Values rebuilt inside the context once, for calling a function many times (the benchmark). */
    bring: (values: unknown[]) => values.map(toContext),
    /** Calls a global function as Sheets or google.script.run would. */
    call(name: string, ...args: unknown[]): unknown {
      return this.callUnsigned(name, ...signed(name, args));
    },
    /** Calls a function exactly as given: no token added (a visitor's call, or a test of the second guard). */
    callUnsigned(name: string, ...args: unknown[]): unknown {
      const fn = (context as Record<string, unknown>)[name];
      if (typeof fn !== 'function') throw new Error(`${name} is not a global function of the bundle`);
      // one call is one execution of the script: the script lock it still holds at its end is released
      const run = scriptLock.mark();
      try {
        return fn(...args.map(toContext));
      } finally {
        scriptLock.endRun(run);
      }
    },
    /** The error message a call throws (Sheets shows it as #ERROR!), or undefined when it does not throw. */
    errorOf(name: string, ...args: unknown[]): string | undefined {
      const message = (): string | undefined => {
        try {
          this.call(name, ...args);
          return undefined;
        } catch (e) {
          return (e as { message: string }).message;
        }
      };
      const english = message();
      // every custom function's error the suite meets in an English spreadsheet is told otherwise in an Italian or
      // Romanian one, unless the call asks for English itself (docs/languages.md; the words themselves are checked where the
      // engine says them, test/harness/languages.ts). The sidebar server's refusals are answers, not errors: their words
      // are checked in test/adapterWords.test.ts, and in Italian in the sidebar's browser test.
      const asked = args.some((a) => typeof a === 'string' && /lang\s*=/i.test(a));
      if (english !== undefined && spreadsheet.locale === 'en_US' && !asked && customFunctions.has(name)) {
        const log = [...spreadsheet.log.calls];
        for (const locale of ['it_IT', 'ro_RO']) {
          spreadsheet.locale = locale;
          try {
            expect({ name, locale, told: message() }).not.toEqual({ name, locale, told: english });
          } finally {
            spreadsheet.locale = 'en_US';
          }
        }
        spreadsheet.log.calls.splice(0, spreadsheet.log.calls.length, ...log);
      }
      return english;
    },
  };
}

export type Bundle = ReturnType<typeof loadBundle>;

/**
 * Utilities.computeHmacSha256Signature as Google documents it (developers.google.com/apps-script/reference/utilities/
 * utilities): `(value, key)` and `(value, key, charset)` with texts, `(value, key)` with Byte[]; it "signs the provided
 * value using HMAC-SHA256 with the given key and character set" and answers Byte[], Java's signed bytes −128…127 (users
 * turn them to hex with `b < 0 ? b + 256 : b`: gist.github.com/tanaikech/97a2787db7be94180a64e1f4c194d415). Texts are
 * taken in the charset given (UTF-8 when none is: Google documents no other default), byte arrays as their bytes.
 */
export const HMAC = {
  Charset: { US_ASCII: 'US_ASCII', UTF_8: 'UTF_8' },
  computeHmacSha256Signature(value: unknown, key: unknown, charset?: unknown): number[] {
    const bytes = (x: unknown) =>
      Array.isArray(x) ? Buffer.from(x.map((b) => Number(b) & 255)) : Buffer.from(String(x), charset === 'US_ASCII' ? 'latin1' : 'utf8');
    return [...createHmac('sha256', bytes(key)).update(bytes(value)).digest()].map((b) => (b > 127 ? b - 256 : b));
  },
};

/** The document property where Podium keeps the sidebar's token (src/appsscript/live/guard.ts). */
export const TOKEN = 'podium.token';
/** The token the harness's organizer has (the same in every test document, so that two runs compare alike). */
export const HARNESS_TOKEN = '5eed7e57'.repeat(8);

/** Where each function the sidebar calls takes the token: in its request object, or as the argument at this place. */
const SIGNED_AT: Record<string, 'request' | number> = {
  getSidebarState: 'request',
  buildStandings: 'request',
  exportCircuit: 'request',
  createTournament: 2,
  resultsInfo: 'request',
  selectCell: 1,
  previewSeating: 'request',
  writeSeating: 'request',
  liveSettings: 'request',
  publishNow: 'request',
  reportSettings: 'request',
  reportsInbox: 'request',
  approveReports: 'request',
  rejectReports: 'request',
  unlockReports: 'request',
  createPinSheet: 'request',
  reissuePin: 'request',
  rotatePins: 'request',
};

/**
 * The same script as `organizer` (its spreadsheet, document properties, script properties, cache and clock) called
 * by a visitor of the live page: a web app, where SpreadsheetApp.getUi() throws.
 */
export function webAppOf(organizer: Bundle, url: string | null = 'https://script.google.com/macros/s/AKfycbLive/exec'): Bundle {
  return loadBundle({
    spreadsheet: organizer.spreadsheet,
    properties: organizer.properties,
    scriptProperties: organizer.scriptProperties,
    cache: organizer.cache,
    clock: organizer.clock,
    scriptLock: organizer.scriptLock,
    webApp: true,
    url,
  });
}
