import type { LiveSnapshot } from '../contract';
import {
  CACHE_SECONDS,
  CACHED_INDEX,
  cacheKeysOf,
  cachePieces,
  INDEX,
  type Index,
  indexText,
  isSnapshotKey,
  PROPERTY_BYTES,
  type Published,
  pieceKey,
  readIndex,
  releaseOf,
  SNAPSHOT_BYTES,
  STORE_BYTES,
  scriptCache,
  scriptProperties,
  split,
  utf8Bytes,
} from './store';

// The organizer's side of the store (src/appsscript/live/store.ts says how a page reads it): publishing a snapshot
// and Publish off. Both run under the document lock (two organizer runs never interleave), and make their change
// seen by one commit of the index under the script lock (a page refilling the cache never interleaves with it).

/** How long a commit waits for pages refilling the cache (each holds the lock for a few milliseconds). */
const COMMIT_WAIT_MS = 10_000;

/** A snapshot larger than the store can ever keep twice: refused with its size. */
export class TooLarge extends Error {
  constructor(
    readonly bytes: number,
    readonly most: number,
  ) {
    super(`snapshot of ${bytes} bytes, at most ${most}`);
  }
}

/** A snapshot the store has no room for beside what it keeps (other tournaments, players' reports): its size and the room. */
export class StoreFull extends Error {
  constructor(
    readonly bytes: number,
    readonly free: number,
    readonly others: number,
  ) {
    super(`snapshot of ${bytes} bytes, ${free} free`);
  }
}

/** More tournaments than one index property can list. */
export class IndexFull extends Error {
  constructor(readonly tournaments: number) {
    super(`${tournaments} tournaments published`);
  }
}

/** The script lock could not be had: pages were refilling the cache for longer than a commit waits. */
export class StoreBusy extends Error {
  constructor() {
    super('the live page is busy');
  }
}

const bytesOf = (entries: Iterable<[string, string]>) => {
  let n = 0;
  for (const [k, v] of entries) n += utf8Bytes(k) + utf8Bytes(v);
  return n;
};

/** The piece keys an index names. */
const piecesOf = (list: readonly Published[]) => list.flatMap((e) => Array.from({ length: e.n }, (_, i) => pieceKey(e.t, e.v, i)));

/**
 * Makes `next` the index pages see, holding the script lock: the cache's copy taken away first (a failure there
 * changes nothing), then the property written (the commit), then the cache filled with it and `fill`. A failure
 * after the commit is no failure: the publication is made, and the first page to miss refills the cache.
 */
function commit(next: Index, fill: Record<string, string> = {}, tombstone = false): void {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(COMMIT_WAIT_MS)) throw new StoreBusy();
  try {
    const cache = scriptCache();
    // Publish off leaves an empty index in the cache rather than none: pages keep asking nothing of the properties
    if (tombstone) cache.put(CACHED_INDEX, indexText(next), CACHE_SECONDS);
    else cache.remove(CACHED_INDEX);
    scriptProperties().setProperty(INDEX, indexText(next));
    try {
      cache.putAll({ [CACHED_INDEX]: indexText(next), ...fill }, CACHE_SECONDS);
    } catch {
      // the index is committed; pages refill the cache from it
    }
  } finally {
    releaseOf(lock);
  }
}

/** Deletes script properties one by one, as far as it can: what a failure leaves is an orphan, cleaned next time. */
function deleteAll(keys: readonly string[]): void {
  const properties = scriptProperties();
  try {
    for (const k of keys) properties.deleteProperty(k);
  } catch {
    // orphans: the next publication or Publish off deletes them
  }
}

export interface Keeping {
  t: string;
  name: string;
  game: string;
  sheet: string;
  snapshot: LiveSnapshot;
  /** Whether a published tournament's results sheet is still there: one that is gone is unpublished at the same time. */
  exists(t: string): boolean;
}

/**
 * Keeps a snapshot and makes it current (SPEC §13.2): every piece of the live page that no index names (left by a
 * failure, or by an older Podium) deleted first; the new pieces under new keys; the index committed; the old
 * pieces deleted. A reader never joins half an old and half a new snapshot. When the store cannot hold the old copy
 * and the new one at once, the old copy goes first (the tournament is unpublished for a moment rather than not
 * updated); when it cannot hold the new one at all, it is refused with its size and the room there is. Unchanged
 * content writes no piece. Answers whether the index changed.
 */
export function keep(k: Keeping): boolean {
  const text = JSON.stringify(k.snapshot);
  const bytes = utf8Bytes(text);
  if (bytes > SNAPSHOT_BYTES) throw new TooLarge(bytes, SNAPSHOT_BYTES);
  const all = scriptProperties().getProperties();
  const index = readIndex(all[INDEX]) ?? { list: [] };
  const old = index.list.find((e) => e.t === k.t);
  const drop = index.list.filter((e) => e.t !== k.t && !k.exists(e.t)).map((e) => e.t);
  const kept = index.list.filter((e) => e.t !== k.t && !drop.includes(e.t));
  const named = new Set(piecesOf(index.list));
  const orphans = Object.keys(all).filter((key) => isSnapshotKey(key) && !named.has(key));
  const gone = piecesOf(index.list.filter((e) => drop.includes(e.t)));
  const version = k.snapshot.version;
  const sameContent = old?.v === version;
  if (sameContent && old.name === k.name && old.sheet === k.sheet && !drop.length) {
    deleteAll(orphans);
    return false;
  }
  const pieces = split(text, PROPERTY_BYTES - utf8Bytes(pieceKey(k.t, version, 99)));
  const next: Index = { list: [...kept, { t: k.t, name: k.name, game: k.game, sheet: k.sheet, v: version, n: pieces.length }] };
  const nextText = indexText(next);
  if (utf8Bytes(INDEX) + utf8Bytes(nextText) > PROPERTY_BYTES) throw new IndexFull(next.list.length);
  const written = sameContent ? [] : pieces.map((p, i) => [pieceKey(k.t, version, i), p] as [string, string]);
  const oldKeys = old && !sameContent ? piecesOf([old]) : [];
  const sizeOf = (keys: readonly string[]) => bytesOf(keys.map((key) => [key, all[key] ?? ''] as [string, string]));
  // what the new pieces and the larger index need, against the room left once the orphans are gone; the old copy and
  // the pieces of tournaments whose sheet is gone are room only once they are unpublished
  const need = bytesOf(written) + Math.max(0, utf8Bytes(nextText) - utf8Bytes(all[INDEX] ?? ''));
  const free = STORE_BYTES - bytesOf(Object.entries(all)) + sizeOf(orphans);
  const freed = sizeOf(oldKeys) + sizeOf(gone);
  if (need > free + freed) {
    const others = bytesOf(Object.entries(all)) - sizeOf(orphans) - sizeOf(oldKeys);
    throw new StoreFull(bytes, Math.max(0, free + freed), others);
  }
  deleteAll(orphans);
  const tight = need > free;
  if (tight) {
    // too tight for two copies: the old one unpublished and deleted first
    commit({ list: kept });
    const properties = scriptProperties();
    for (const key of [...oldKeys, ...gone]) properties.deleteProperty(key);
  }
  if (written.length) scriptProperties().setProperties(Object.fromEntries(written));
  commit(next, cachePieces(k.t, version, text));
  if (!tight) deleteAll([...oldKeys, ...gone]);
  return true;
}

/**
 * Publish off (SPEC §13.1): an empty index committed, in the cache first and then in the properties, so that from
 * the moment this answers no page reads a snapshot; then every piece deleted. A failure before the commit is tried
 * once more (a service's passing failure); if it fails again it is thrown, and the organizer is told that
 * publishing is still on. Pieces a failure leaves after the commit are orphans, deleted by the next publication.
 */
export function forgetAll(): void {
  const all = scriptProperties().getProperties();
  const index = readIndex(all[INDEX]);
  try {
    commit({ list: [] }, {}, true);
  } catch (e) {
    if (e instanceof StoreBusy) throw e;
    commit({ list: [] }, {}, true);
  }
  deleteAll(Object.keys(all).filter(isSnapshotKey));
  try {
    scriptCache().removeAll((index?.list ?? []).flatMap((e) => cacheKeysOf(e.t)));
  } catch {
    // the pieces left in the cache belong to no index: no page joins them
  }
}
