import type { LiveEntry, LiveSnapshot } from '../contract';

// Where published snapshots live (SPEC §13.2): the script's cache, and the script properties as the durable copy.
// Google's limits (developers.google.com/apps-script/guides/services/quotas): a property value 9 KB, a property store
// 500 KB; a cache value 100 KB, a key 250 characters, kept at most 6 hours (developers.google.com/apps-script/reference/cache/cache).
// Measured, a property holds a little less than 9 KB with its key (8,066 bytes of value with a one-byte key:
// gist.github.com/tanaikech/8b057d10fb5f2af014794e57b021c6aa), so Podium's pieces are 8,000 bytes with their key.

const PREFIX = 'podium.live.';
const LIST = `${PREFIX}list`;
const pointerKey = (t: string) => `${PREFIX}p.${t}`;
const pieceKey = (t: string, version: string, i: number) => `${PREFIX}s.${t}.${version}.${i}`;
const versionKey = (t: string) => `${PREFIX}v.${t}`;
const cacheKey = (t: string, i: number) => `${PREFIX}c.${t}.${i}`;

/** A property's key and value together, in UTF-8 bytes. */
export const PROPERTY_BYTES = 8000;
/** A property store, keys included. */
export const STORE_BYTES = 500 * 1024;
/** A cache value, with room to spare under Google's 100 KB. */
const CACHE_BYTES = 90_000;
/** The longest a cache entry is kept (6 hours, Google's most). */
const CACHE_SECONDS = 21_600;
/** A snapshot is kept twice while one replaces the other, so at most half the store, less the list and pointers. */
export const SNAPSHOT_BYTES = Math.floor((STORE_BYTES - 20 * 1024) / 2);
/** The cache pieces a snapshot of the largest size takes: the page reads them all at once. */
const CACHE_PIECES = Math.ceil(SNAPSHOT_BYTES / (CACHE_BYTES - 100));

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

interface Pointer {
  v: string;
  n: number;
}

const readJson = <T>(text: string | null | undefined): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** What a refused snapshot weighs, for the organizer's message. */
export class TooLarge extends Error {
  constructor(
    readonly bytes: number,
    readonly most: number,
  ) {
    super(`snapshot of ${bytes} bytes, at most ${most}`);
  }
}

const scriptProperties = () => PropertiesService.getScriptProperties();
const scriptCache = () => CacheService.getScriptCache();

/** A cache value: the version and the number of pieces first, so that pieces of two versions are never joined. */
const cached = (version: string, count: number, piece: string) => `${version}\n${count}\n${piece}`;

/**
 * Keeps a snapshot: the cached copy dropped, its pieces under new keys, then the pointer that makes them current in
 * one small write, then the old pieces deleted, so that a reader never joins half an old and half a new snapshot;
 * then the cache filled. Unchanged
 * content (the same version) writes nothing. Refuses, writing nothing, a snapshot the store cannot hold twice.
 */
export function keep(t: string, entry: LiveEntry, snapshot: LiveSnapshot): boolean {
  const text = JSON.stringify(snapshot);
  const bytes = utf8Bytes(text);
  if (bytes > SNAPSHOT_BYTES) throw new TooLarge(bytes, SNAPSHOT_BYTES);
  const properties = scriptProperties();
  const all = properties.getProperties();
  const old = readJson<Pointer>(all[pointerKey(t)]);
  if (old?.v === snapshot.version) return false;
  const room = PROPERTY_BYTES - utf8Bytes(pieceKey(t, snapshot.version, 99));
  const pieces = split(text, room);
  const list = readJson<LiveEntry[]>(all[LIST]) ?? [];
  const nextList = [...list.filter((e) => e.t !== t), entry];
  const written = pieces.map((p, i) => [pieceKey(t, snapshot.version, i), p] as const);
  // the store holds everything it has (the old copy included) and the new copy at once, with the new pointer and list
  const bytesOf = (entries: [string, string][] | (readonly [string, string])[]) =>
    entries.reduce((n, [k, v]) => n + utf8Bytes(k) + utf8Bytes(v), 0);
  const after = bytesOf(Object.entries(all)) + bytesOf(written) + 200 + utf8Bytes(JSON.stringify(nextList));
  if (after > STORE_BYTES) throw new TooLarge(bytes, SNAPSHOT_BYTES);
  // the cached copy goes first: should a later step fail, readers fall back to the properties, never to a stale cache
  scriptCache().removeAll([...cacheKeysOf(t), LIST]);
  properties.setProperties(Object.fromEntries(written));
  properties.setProperties({
    [pointerKey(t)]: JSON.stringify({ v: snapshot.version, n: pieces.length }),
    [LIST]: JSON.stringify(nextList),
  });
  if (old) for (let i = 0; i < old.n; i++) properties.deleteProperty(pieceKey(t, old.v, i));
  fillCache(t, snapshot.version, text, nextList);
  return true;
}

function fillCache(t: string, version: string, text: string, list?: LiveEntry[]): void {
  const pieces = split(text, CACHE_BYTES);
  const values: Record<string, string> = { [versionKey(t)]: version };
  pieces.forEach((p, i) => {
    values[cacheKey(t, i)] = cached(version, pieces.length, p);
  });
  if (list) values[LIST] = JSON.stringify(list);
  scriptCache().putAll(values, CACHE_SECONDS);
}

/** A tournament's cache keys: its version and every piece its snapshot can take. */
const cacheKeysOf = (t: string) => [versionKey(t), ...Array.from({ length: CACHE_PIECES }, (_, i) => cacheKey(t, i))];

/** Deletes every snapshot (Publish turned off): the properties' and the cache's. */
export function forgetAll(): void {
  const properties = scriptProperties();
  const keys = Object.keys(properties.getProperties()).filter((k) => k.startsWith(PREFIX));
  const list = readJson<LiveEntry[]>(properties.getProperty(LIST)) ?? [];
  const cacheKeys = [LIST, ...list.flatMap((e) => cacheKeysOf(e.t))];
  // the list first: a page then finds nothing published even if a later deletion fails
  if (keys.includes(LIST)) properties.deleteProperty(LIST);
  scriptCache().removeAll(cacheKeys);
  for (const k of keys) if (k !== LIST) properties.deleteProperty(k);
}

/** The tournaments published: the cache, else the properties (refilling the cache). */
export function publishedList(): LiveEntry[] {
  const cache = scriptCache();
  const hit = readJson<LiveEntry[]>(cache.get(LIST));
  if (hit) return hit;
  const text = scriptProperties().getProperty(LIST);
  const list = readJson<LiveEntry[]>(text) ?? [];
  cache.put(LIST, JSON.stringify(list), CACHE_SECONDS);
  return list;
}

/** What the cache holds for a tournament with nothing published, so that polling pages do not read the properties. */
const NONE = '-';

/**
 * A tournament's current version: one cache read, or on a miss one property read (refilling the cache). That nothing
 * is published is cached too: 200 pages polling a tournament whose publishing was turned off would otherwise read
 * the properties at every poll, past Google's 50,000 reads a day. Publishing puts the new version over it.
 */
export function currentVersion(t: string): string | null {
  const cache = scriptCache();
  const hit = cache.get(versionKey(t));
  if (hit) return hit === NONE ? null : hit;
  const pointer = readJson<Pointer>(scriptProperties().getProperty(pointerKey(t)));
  cache.put(versionKey(t), pointer ? pointer.v : NONE, CACHE_SECONDS);
  return pointer ? pointer.v : null;
}

/** A tournament's snapshot as text: one cache read of all its pieces, or on a miss one read of the properties. */
export function snapshotText(t: string): string | null {
  const pieces = scriptCache().getAll(Array.from({ length: CACHE_PIECES }, (_, i) => cacheKey(t, i)));
  const joined = joinCached(t, pieces);
  if (joined !== null) return joined;
  const all = scriptProperties().getProperties();
  const pointer = readJson<Pointer>(all[pointerKey(t)]);
  if (!pointer) return null;
  const parts = Array.from({ length: pointer.n }, (_, i) => all[pieceKey(t, pointer.v, i)]);
  if (parts.some((p) => typeof p !== 'string')) return null;
  const text = parts.join('');
  fillCache(t, pointer.v, text);
  return text;
}

/** The cached pieces joined, when every one is there and all are of one version; else null (a miss). */
function joinCached(t: string, pieces: Record<string, string>): string | null {
  const first = pieces[cacheKey(t, 0)];
  if (typeof first !== 'string') return null;
  const [version, count] = first.split('\n', 2);
  const n = Number(count);
  if (!Number.isInteger(n) || n < 1 || n > CACHE_PIECES) return null;
  const head = `${version}\n${count}\n`;
  let text = '';
  for (let i = 0; i < n; i++) {
    const p = pieces[cacheKey(t, i)];
    if (typeof p !== 'string' || !p.startsWith(head)) return null;
    text += p.slice(head.length);
  }
  return text;
}
