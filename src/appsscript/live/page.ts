import type { LiveEntry, LiveSnapshot } from '../contract';
import { currentVersion, publishedList, snapshotText } from './store';

/** What the address may ask of the page (SPEC §13.3); anything else is left out, never an error. */
const PARAMETERS: Record<string, (v: string) => boolean> = {
  view: (v) => ['phone', 'screen', 'print'].includes(v),
  lang: (v) => ['en', 'it', 'ro'].includes(v),
  t: (v) => /^\d{1,12}$/.test(v),
  every: (v) => /^\d{1,3}$/.test(v) && Number(v) >= 5 && Number(v) <= 120,
  // what a screen turns through: one or more of its parts, in any order (SPEC §13.7.1)
  show: (v) => /^(standings|round|stage)(,(standings|round|stage)){0,2}$/.test(v),
};

/** The address's parameters the page understands, checked; e.parameter may hold anything a visitor typed. */
export function pageParameters(e: unknown): Record<string, string> {
  const given = (e as { parameter?: unknown } | null)?.parameter;
  const out: Record<string, string> = {};
  if (!given || typeof given !== 'object') return out;
  for (const [key, valid] of Object.entries(PARAMETERS)) {
    const v = (given as Record<string, unknown>)[key];
    if (typeof v === 'string' && valid(v)) out[key] = v;
  }
  return out;
}

/** The marker in Live.html where doGet puts the page's address and parameters. */
const MARKER = '"__PODIUM_LIVE__"';

/**
 * The page, with its address (the page cannot read its own: Apps Script serves it in a frame on another origin) and
 * parameters put in as JSON that no `<` can close the script from.
 */
export function livePage(e: unknown, url: string | null): GoogleAppsScript.HTML.HtmlOutput {
  const boot = JSON.stringify({ url, params: pageParameters(e) }).replace(/</g, '\\u003c');
  const html = HtmlService.createHtmlOutputFromFile('Live')
    .getContent()
    .replace(MARKER, () => boot);
  // a viewport meta tag works only through addMetaTag (developers.google.com/apps-script/guides/html/restrictions)
  return HtmlService.createHtmlOutput(html).addMetaTag('viewport', 'width=device-width, initial-scale=1').setTitle('Podium');
}

/** The web app's address, or null before it is deployed (or where Google does not say). */
export function pageUrl(): string | null {
  try {
    return ScriptApp.getService().getUrl() || null;
  } catch {
    return null;
  }
}

const validT = (t: unknown): t is string => (typeof t === 'string' || typeof t === 'number') && /^\d{1,12}$/.test(String(t));

export const pageList = (): LiveEntry[] => publishedList();

export const pageVersion = (t: unknown): string | null => (validT(t) ? currentVersion(String(t)) : null);

export function pageSnapshot(t: unknown): LiveSnapshot | null {
  if (!validT(t)) return null;
  const text = snapshotText(String(t));
  if (text === null) return null;
  try {
    return JSON.parse(text) as LiveSnapshot;
  } catch {
    return null;
  }
}
