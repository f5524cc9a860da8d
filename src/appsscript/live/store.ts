import type { LiveEntry } from '../contract';

// Where published snapshots live (SPEC §13.2), and how a page reads them. The script's cache, and the script
// properties as the durable copy. Google's limits (developers.google.com/apps-script/guides/services/quotas): a
// property value 9 KB, a property store 500 KB; a cache value 100 KB, a key 250 characters, at most 1,000 items, kept
// at most 6 hours and possibly dropped sooner (developers.google.com/apps-script/reference/cache/cache). Measured, a
// property holds a little less than 9 KB with its key (8,066 bytes of value with a one-byte key:
// gist.github.com/tanaikech/8b057d10fb5f2af014794e57b021c6aa), so Podium's pieces are 8,000 bytes with their key.
//
// One script property, the index, says what is published: each tournament's version and how many pieces it has. It is
// the one thing a publication or Publish off changes to make its change seen (a commit): pieces are written under keys
// that name their version before it, and old ones deleted after it. The cache holds a copy of the index, which every
// page call reads first: a tournament it does not list is answered at once (a visitor guessing `t` costs no property
// read), and a version is one cache read. The cache's copy is written only while holding the script lock
// (LockService.getScriptLock(): "prevents any user from concurrently running a section of code",
// developers.google.com/apps-script/reference/lock/lock-service), by a commit or by a page refilling it from the
// properties, so that a page that read the properties before a commit can never put what it read back over it.

const PREFIX = 'podium.live.';
/** The script property that says what is published. */
export const INDEX = `${PREFIX}index`;
/** The cache's copy of the index. */
export const CACHED_INDEX = `${PREFIX}c.index`;
export const pieceKey = (t: string, version: string, i: number) => `${PREFIX}s.${t}.${version}.${i}`;
export const cacheKey = (t: string, i: number) => `${PREFIX}c.${t}.${i}`;
/**
 * A script property that holds a snapshot or points at one: a piece, or a key of an older Podium's store (its list
 * and pointers). Other records of the script (players' reports, SPEC §15) are not the live page's to delete.
 */
export const isSnapshotKey = (key: string) => key.startsWith(`${PREFIX}s.`) || key.startsWith(`${PREFIX}p.`) || key === `${PREFIX}list`;

/** A property's key and value together, in UTF-8 bytes. */
export const PROPERTY_BYTES = 8000;
/** A property store, keys included. */
export const STORE_BYTES = 500 * 1024;
/** A cache value, with room to spare under Google's 100 KB. */
export const CACHE_BYTES = 90_000;
/** The longest a cache entry is kept (6 hours, Google's most). */
export const CACHE_SECONDS = 21_600;
/** A snapshot is kept twice while one replaces the other, so at most half the store, less the index. */
export const SNAPSHOT_BYTES = Math.floor((STORE_BYTES - 20 * 1024) / 2);
/** The cache pieces a snapshot of the largest size takes: the page reads them all at once. */
export const CACHE_PIECES = Math.ceil(SNAPSHOT_BYTES / (CACHE_BYTES - 100));
/** How long a page waits for the script lock before it answers from the properties without refilling the cache. */
const REFILL_WAIT_MS = 3000;

/** A published tournament, as the index keeps it. */
export interface Published {
  t: string;
  /** The snapshot's title and the game's (`Autumn Open – Catan`). */
  name: string;
  game: string;
  /** The results sheet's name: the page's chooser adds it where two tournaments would read alike. */
  sheet: string;
  /** The version, and the number of pieces its text is kept in. */
  v: string;
  n: number;
}

export interface Index {
  list: Published[];
}

export const utf8Bytes = (text: string) => {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
};

/** Splits text into pieces of at most `bytes` UTF-8 bytes each, never inside a character. */
export function split(text: string, bytes: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  let size = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const wide = c >= 0xd800 && c <= 0xdbff;
    const n = c < 0x80 ? 1 : c < 0x800 ? 2 : wide ? 4 : 3;
    if (size + n > bytes) {
      pieces.push(text.slice(start, i));
      start = i;
      size = 0;
    }
    size += n;
    if (wide) i++;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The index a text holds, or null when it holds none (a property or cache entry missing, or not Podium's). */
export function readIndex(text: string | null | undefined): Index | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<Index>;
    return Array.isArray(v?.list) ? { list: v.list } : null;
  } catch {
    return null;
  }
}

export const indexText = (index: Index) => JSON.stringify({ list: index.list });

/** A piece of a text kept in several values: the version and the number of pieces first, so that pieces of two versions are never joined. */
const cached = (version: string, count: number, piece: string) => `${version}\n${count}\n${piece}`;

/** A text split into pieces of at most `bytes` each, by the keys `keyAt` gives them, to put in a store. */
export function pieced(keyAt: (i: number) => string, version: string, text: string, bytes: number): Record<string, string> {
  const pieces = split(text, bytes);
  return Object.fromEntries(pieces.map((p, i) => [keyAt(i), cached(version, pieces.length, p)]));
}

/** A snapshot's cache pieces, to put beside the index. */
export const cachePieces = (t: string, version: string, text: string) => pieced((i) => cacheKey(t, i), version, text, CACHE_BYTES);

/**
 * The pieces of one version joined, when every one is there (at most `most`, of `version` when it is given); else null.
 */
export function joinPieces(keyAt: (i: number) => string, pieces: Record<string, string>, most: number, version?: string): string | null {
  const first = pieces[keyAt(0)];
  if (typeof first !== 'string') return null;
  const [v, count] = first.split('\n', 2);
  const n = Number(count);
  if ((version !== undefined && v !== version) || !Number.isInteger(n) || n < 1 || n > most) return null;
  const head = `${v}\n${count}\n`;
  let text = '';
  for (let i = 0; i < n; i++) {
    const p = pieces[keyAt(i)];
    if (typeof p !== 'string' || !p.startsWith(head)) return null;
    text += p.slice(head.length);
  }
  return text;
}

/**
 * Lets the script lock go. Should Google fail to, the lock goes all the same when this execution ends ("any locks
 * you hold will be released at the end of script execution": Google's announcement of LockService,
 * gsuite-developers.googleblog.com/2011/10/concurrency-and-google-apps-script.html), and what it guarded is done.
 */
export function releaseOf(lock: GoogleAppsScript.Lock.Lock): void {
  try {
    lock.releaseLock();
  } catch {
    // released at the end of the execution
  }
}

export const scriptProperties = () => PropertiesService.getScriptProperties();
export const scriptCache = () => CacheService.getScriptCache();

/** The cache keys a tournament's pieces can take. */
export const cacheKeysOf = (t: string) => Array.from({ length: CACHE_PIECES }, (_, i) => cacheKey(t, i));

/** What one read of the cache tells of a tournament: nothing (a miss), that it is not published, or its text. */
type Read = { index: Index; text: string | null } | null;

/** One cache read: the index, with a tournament's pieces when `t` is given. */
function fromCache(t: string | null): Read {
  const cache = scriptCache();
  if (t === null) {
    const index = readIndex(cache.get(CACHED_INDEX));
    return index && { index, text: null };
  }
  const got = cache.getAll([CACHED_INDEX, ...cacheKeysOf(t)]);
  const index = readIndex(got[CACHED_INDEX]);
  if (!index) return null;
  const entry = index.list.find((e) => e.t === t);
  if (!entry) return { index, text: null };
  const text = joinPieces((i) => cacheKey(t, i), got, CACHE_PIECES, entry.v);
  return text === null ? null : { index, text };
}

/** A published tournament's text from the properties read at once, or null when a piece is missing. */
function fromProperties(all: Record<string, string>, entry: Published | undefined): string | null {
  if (!entry) return null;
  const parts = Array.from({ length: entry.n }, (_, i) => all[pieceKey(entry.t, entry.v, i)]);
  return parts.every((p) => typeof p === 'string') ? parts.join('') : null;
}

/**
 * On a cache miss: the properties read once (the index alone when no snapshot is wanted), and the cache refilled
 * from them while holding the script lock, so that no commit falls between the read and the refill. A page that
 * waits for the lock looks in the cache again first: another page may have refilled it meanwhile, and 200 phones
 * missing together then cost one property read, not 200. A page that cannot have the lock answers from the
 * properties and leaves the cache alone.
 */
function refilled(t: string | null): { index: Index; text: string | null } {
  const lock = LockService.getScriptLock();
  const held = lock.tryLock(REFILL_WAIT_MS);
  try {
    if (held) {
      const again = fromCache(t);
      if (again) return again;
    }
    const properties = scriptProperties();
    const all = t === null ? { [INDEX]: properties.getProperty(INDEX) ?? '' } : properties.getProperties();
    const index = readIndex(all[INDEX]) ?? { list: [] };
    const entry = t === null ? undefined : index.list.find((e) => e.t === t);
    const text = fromProperties(all, entry);
    if (held)
      scriptCache().putAll(
        { [CACHED_INDEX]: indexText(index), ...(entry && text !== null ? cachePieces(entry.t, entry.v, text) : {}) },
        CACHE_SECONDS,
      );
    return { index, text };
  } finally {
    if (held) releaseOf(lock);
  }
}

/** The index as a page sees it: the cache's copy, else the properties' (refilling the cache). */
const indexNow = (): Index => (fromCache(null) ?? refilled(null)).index;

/**
 * The tournaments published, each with a title the chooser can tell apart: two that would read alike (two results
 * sheets of one game under one title) are told by their results sheet's name.
 */
export function publishedList(): LiveEntry[] {
  const { list } = indexNow();
  return list.map((e) => ({
    t: e.t,
    title: list.some((o) => o !== e && o.name === e.name) ? `${e.name} (${e.sheet})` : e.name,
    game: e.game,
  }));
}

/** A tournament's current version, or null: one cache read while the cache holds the index. */
export function currentVersion(t: string): string | null {
  return indexNow().list.find((e) => e.t === t)?.v ?? null;
}

/** A tournament's snapshot as text: one cache read of the index and all its pieces, or on a miss one property read. */
export function snapshotText(t: string): string | null {
  return (fromCache(t) ?? refilled(t)).text;
}
