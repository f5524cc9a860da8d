import type { LiveEntry, LiveOutcome, LiveSettingsRequest, LiveSnapshot, PublishOutcome, Signed } from '../contract';
import { fromSidebar, tokenOf } from '../live/guard';
import { livePage, pageList, pageSnapshot, pageVersion } from '../live/page';
import { pageUrl, publishAll, saveLiveSettings } from '../live/publish';

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

/**
 * Sidebar: the live page's settings: Publish on or off, the title and how names appear.
 * @param {Object} request publish, title and names (as-written or initial), and the sidebar's token.
 * @return {Object} ok, and the page's address once it is deployed.
 */
export function liveSettings(request: LiveSettingsRequest): LiveOutcome {
  return fromSidebar(tokenOf(request), () => saveLiveSettings(request));
}

/**
 * Sidebar: publishes every tournament now.
 * @param {Object} request The sidebar's token.
 * @return {Object} ok, and the titles published.
 */
export function publishNow(request: Signed): PublishOutcome {
  return fromSidebar(tokenOf(request), () => publishAll());
}
