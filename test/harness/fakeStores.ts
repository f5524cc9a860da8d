import type { CallLog } from './fakeSpreadsheet';

// The script's property store and cache as Google documents their limits; a breach throws as the real service does.
// developers.google.com/apps-script/guides/services/quotas: "Properties value size 9 KB / val", "Properties total
// storage 500 KB / property store". Measured by users, a value holds 8,066 bytes with a one-byte key, key and value
// counting together (gist.github.com/tanaikech/8b057d10fb5f2af014794e57b021c6aa, May 2023).
// developers.google.com/apps-script/reference/cache/cache: a key up to 250 characters, a value up to 100 KB, at
// most 1,000 items; put's expiration at most 21,600 seconds (6 hours).

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Key and value together, in bytes, as measured (8,066 bytes of value with a one-byte key). */
export const PROPERTY_MOST = 8067;
export const STORE_MOST = 500 * 1024;
export const CACHE_VALUE_MOST = 100 * 1024;
export const CACHE_KEY_MOST = 250;
export const CACHE_ITEMS_MOST = 1000;
export const CACHE_SECONDS_MOST = 21_600;

/** A clock the test moves: the cache's entries expire by it. */
export class Clock {
  ms = Date.UTC(2026, 5, 1, 8);
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

export class FakeProperties {
  readonly values = new Map<string, string>();
  /** Reads and writes, counted as Google's quota counts them (50,000 a day for a consumer account). */
  reads = 0;
  writes = 0;
  constructor(
    private readonly log: CallLog,
    private readonly name = 'ScriptProperties',
  ) {}

  private total(next: Map<string, string>) {
    let n = 0;
    for (const [k, v] of next) n += bytes(k) + bytes(v);
    return n;
  }

  private check(next: Map<string, string>, changed: [string, string][]) {
    for (const [k, v] of changed)
      if (bytes(k) + bytes(v) > PROPERTY_MOST)
        throw new Error(`Argument too large: value (${this.name} ${k}: ${bytes(k) + bytes(v)} bytes)`);
    if (this.total(next) > STORE_MOST)
      throw new Error('You have exceeded the property storage quota. Please remove some properties and try again.');
  }

  private set(entries: [string, string][]) {
    const next = new Map(this.values);
    for (const [k, v] of entries) next.set(k, String(v));
    this.check(next, entries);
    for (const [k, v] of entries) this.values.set(k, String(v));
  }

  getProperty(key: string) {
    this.log.record(`${this.name}.getProperty`);
    this.reads++;
    return this.values.get(key) ?? null;
  }
  getProperties() {
    this.log.record(`${this.name}.getProperties`);
    this.reads++;
    return Object.fromEntries(this.values);
  }
  setProperty(key: string, value: string) {
    this.log.record(`${this.name}.setProperty`);
    this.writes++;
    this.set([[key, value]]);
    return this;
  }
  setProperties(values: Record<string, string>) {
    this.log.record(`${this.name}.setProperties`);
    this.writes++;
    this.set(Object.entries(values));
    return this;
  }
  deleteProperty(key: string) {
    this.log.record(`${this.name}.deleteProperty`);
    this.writes++;
    this.values.delete(key);
    return this;
  }
  deleteAllProperties() {
    this.log.record(`${this.name}.deleteAllProperties`);
    this.writes++;
    this.values.clear();
    return this;
  }
  getKeys() {
    this.log.record(`${this.name}.getKeys`);
    this.reads++;
    return [...this.values.keys()];
  }
}

export class FakeCache {
  readonly entries = new Map<string, { value: string; until: number }>();
  reads = 0;
  constructor(
    private readonly log: CallLog,
    private readonly clock: Clock,
  ) {}

  private live(key: string): string | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.until <= this.clock.ms) {
      this.entries.delete(key);
      return null;
    }
    return e.value;
  }

  private putOne(key: string, value: string, seconds: number) {
    if (typeof key !== 'string' || key.length > CACHE_KEY_MOST) throw new Error(`Argument too large: key (${key.length} characters)`);
    if (bytes(value) > CACHE_VALUE_MOST) throw new Error(`Argument too large: value (${bytes(value)} bytes)`);
    this.entries.set(key, { value: String(value), until: this.clock.ms + Math.min(seconds, CACHE_SECONDS_MOST) * 1000 });
    // past 1,000 items the cache drops the oldest ones, as Google's cache may drop any entry
    while (this.entries.size > CACHE_ITEMS_MOST) this.entries.delete(this.entries.keys().next().value as string);
  }

  get(key: string) {
    this.log.record('Cache.get');
    this.reads++;
    return this.live(key);
  }
  getAll(keys: string[]) {
    this.log.record('Cache.getAll');
    this.reads++;
    const out: Record<string, string> = {};
    for (const k of keys) {
      const v = this.live(k);
      if (v !== null) out[k] = v;
    }
    return out;
  }
  put(key: string, value: string, seconds = 600) {
    this.log.record('Cache.put');
    this.putOne(key, value, seconds);
  }
  putAll(values: Record<string, string>, seconds = 600) {
    this.log.record('Cache.putAll');
    for (const [k, v] of Object.entries(values)) this.putOne(k, v, seconds);
  }
  remove(key: string) {
    this.log.record('Cache.remove');
    this.entries.delete(key);
  }
  removeAll(keys: string[]) {
    this.log.record('Cache.removeAll');
    for (const k of keys) this.entries.delete(k);
  }
  /** Everything gone at once, as Google's cache may lose entries before they expire. */
  clear() {
    this.entries.clear();
  }
}

/**
 * The script lock (LockService.getScriptLock(): "prevents any user from concurrently running a section of code";
 * tryLock(timeoutInMillis) answers whether it got the lock within the time, waitLock throws when it did not, and
 * releaseLock lets "other processes waiting on the lock" go on: developers.google.com/apps-script/reference/lock/lock).
 * One lock for the whole script, shared by the organizer's runs and the page's; each run holds it through its own
 * handle, and what a run still holds when it ends is released ("any locks you hold will be released at the end of
 * script execution", Google's announcement of LockService: gsuite-developers.googleblog.com/2011/10/
 * concurrency-and-google-apps-script.html). Its calls are counted with the other services', and can be made to fail.
 */
export class FakeScriptLock {
  /** The handle holding the lock, if any. */
  holder: object | null = null;
  /** The handles given out, in order: a run's are those given out since it began. */
  private readonly issued: object[] = [];

  /** Where a run begins: the handles given out after this are its own. */
  mark(): number {
    return this.issued.length;
  }

  /** A run has ended: the lock it still holds is released. */
  endRun(mark: number): void {
    if (this.holder && this.issued.indexOf(this.holder) >= mark) this.holder = null;
  }
  /** Set by a test: what a handle that finds the lock taken does (the default: its wait runs out). */
  onTaken: (() => void) | undefined;
  constructor(private readonly log: CallLog) {}

  /** A run's handle on the lock, as LockService.getScriptLock() gives one. */
  handle() {
    const lock = this;
    const me = {};
    this.issued.push(me);
    return {
      tryLock(_ms?: number) {
        lock.log.record('ScriptLock.tryLock');
        if (lock.holder && lock.holder !== me) lock.onTaken?.();
        if (lock.holder && lock.holder !== me) return false;
        lock.holder = me;
        return true;
      },
      waitLock(ms?: number) {
        if (!this.tryLock(ms)) throw new Error('Lock timeout: another process was holding the lock for too long.');
      },
      releaseLock() {
        lock.log.record('ScriptLock.releaseLock');
        if (lock.holder === me) lock.holder = null;
      },
      hasLock: () => lock.holder === me,
    };
  }
}
