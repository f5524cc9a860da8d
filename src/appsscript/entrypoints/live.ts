import type { LiveEntry, LiveSnapshot } from '../contract';
import { livePage, pageList, pageSnapshot, pageUrl, pageVersion } from '../live/page';

// The live page's entry: what a phone or a screen calls, and nothing else (docs/architecture.md#the-chunks). It reaches
// the page's code and the store only, so that a page's poll compiles and runs none of the engine; the organizer's
// live functions (liveSettings, publishNow) are the add-on's.

/**
 * The live page (a web app of this script): what is published, for players' phones, a big screen or print.
 * @param {Object} e The request, with its parameters view, lang, t and every.
 * @return {HtmlOutput} The page.
 */
export function doGet(e?: unknown): GoogleAppsScript.HTML.HtmlOutput {
  return livePage(e, pageUrl());
}

/**
 * Live page: the tournaments published. Reads only the script's cache and properties.
 * @return {Object[]} Each tournament's t, title and game.
 */
export function liveList(): LiveEntry[] {
  return pageList();
}

/**
 * Live page: the version of a tournament's snapshot, so the page fetches it only when it changed.
 * @param {string} t The tournament (its results sheet's id).
 * @return {string} The version, or null when nothing is published.
 */
export function liveVersion(t: string): string | null {
  return pageVersion(t);
}

/**
 * Live page: a tournament's snapshot.
 * @param {string} t The tournament (its results sheet's id).
 * @return {Object} The snapshot, or null when nothing is published.
 */
export function liveSnapshot(t: string): LiveSnapshot | null {
  return pageSnapshot(t);
}
