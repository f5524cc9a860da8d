import { gameById } from '../../engine/games';
import type { Lang } from '../../engine/i18n/lang';
import { NAMES_CHOICES, type NamesChoice } from '../../engine/shared/live/names';
import { PodiumError } from '../../engine/shared/problems';
import type { LiveOutcome, LiveSettingsRequest, LiveState, PublishOutcome } from '../contract';
import { spreadsheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { type Report, standingsReport } from '../sheet/report';
import { readSaved, type SavedStandings } from '../sheet/standingsSheets';
import { messageOf } from '../sheet/undo';
import { snapshotOf } from './snapshot';
import { forgetAll, keep, publishedList, TooLarge } from './store';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The live page's settings, in the document's properties. */
const SETTINGS = 'podium.live';
const SAVED_PREFIX = 'podium.standings.';
export const TITLE_LENGTH = 100;

interface LiveSettings {
  publish: boolean;
  title: string;
  names: NamesChoice;
}

function readSettings(text: string | null): LiveSettings {
  try {
    const v = JSON.parse(text ?? '') as Partial<LiveSettings>;
    return {
      publish: v.publish === true,
      title: typeof v.title === 'string' ? v.title : '',
      names: NAMES_CHOICES.includes(v.names as NamesChoice) ? (v.names as NamesChoice) : 'as-written',
    };
  } catch {
    return { publish: false, title: '', names: 'as-written' };
  }
}

const settingsNow = () => readSettings(PropertiesService.getDocumentProperties().getProperty(SETTINGS));

/** The web app's address, or null before it is deployed (or where Google does not say). */
export function pageUrl(): string | null {
  try {
    return ScriptApp.getService().getUrl() || null;
  } catch {
    return null;
  }
}

/** The live page's title, as the organizer gave it ("" for none): what an export for a circuit names its event by. */
export const liveTitle = () => settingsNow().title;

/** What the sidebar shows of the live page. */
export function liveState(): LiveState {
  const s = settingsNow();
  return { ...s, url: pageUrl() };
}

/** The standings last built from a results sheet (its id), with their settings, or null. */
function savedBuildOf(all: Record<string, string>, sheetId: number): SavedStandings | null {
  for (const [key, text] of Object.entries(all)) {
    if (!key.startsWith(SAVED_PREFIX)) continue;
    const { saved } = readSaved(text);
    if (saved && saved.sheetId === sheetId) return saved;
  }
  return null;
}

/**
 * Publishes one tournament (a results sheet) as it is now: its standings as last built (`report` when the build
 * just made it), its round in progress and its final stage. Throws what went wrong.
 */
function publishSheet(source: Sheet, fallbackGame: string, lang: Lang, settings: LiveSettings, report?: Report): string {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const all = PropertiesService.getDocumentProperties().getProperties();
  const saved = savedBuildOf(all, source.getSheetId());
  const game = gameById(saved?.game ?? fallbackGame);
  if (!game) throw new Error(SERVER_WORDS[lang].unknownGame(String(saved?.game ?? fallbackGame)));
  const grid = source.getDataRange().getValues();
  const standings = report ?? (saved ? standingsReport(game, grid, saved.settings) : null);
  const title = settings.title || spreadsheet.getName();
  const snapshot = snapshotOf({
    game,
    grid,
    report: standings,
    title,
    lang: standings?.lang ?? lang,
    names: settings.names,
    now: new Date(),
  });
  const t = String(source.getSheetId());
  try {
    keep(t, { t, title: `${title} – ${game.title}`, game: game.id }, snapshot);
  } catch (e) {
    if (e instanceof TooLarge)
      throw new Error(SERVER_WORDS[lang].liveTooLarge(title, Math.ceil(e.bytes / 1024), Math.floor(e.most / 1024)));
    throw e;
  }
  return title;
}

const why = (e: unknown, lang: Lang) => (e instanceof PodiumError ? e.render(lang) : messageOf(e));

/**
 * After a Build, Refresh or Write: publishes that tournament when Publish is on. A failure never undoes the sheet
 * just written: it is a warning, in `lang`, or none.
 */
export function publishAfter(source: Sheet, game: string, lang: Lang, report?: Report): string[] {
  try {
    const settings = settingsNow();
    if (!settings.publish) return [];
    publishSheet(source, game, lang, settings, report);
    return [];
  } catch (e) {
    return [SERVER_WORDS[lang].liveNotPublished(why(e, lang))];
  }
}

/**
 * Publish now: every tournament with a standings sheet or published before (a round written before any build), each
 * on its own (one failing does not stop the others).
 */
export function publishAll(): PublishOutcome {
  const lang = spreadsheetLang();
  const settings = settingsNow();
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const all = PropertiesService.getDocumentProperties().getProperties();
  const ids = new Set<number>();
  for (const [key, text] of Object.entries(all)) {
    const { saved } = key.startsWith(SAVED_PREFIX) ? readSaved(text) : {};
    if (saved?.sheetId !== undefined) ids.add(saved.sheetId);
  }
  for (const e of publishedList()) ids.add(Number(e.t));
  const published: string[] = [];
  const warnings: string[] = [];
  for (const id of ids) {
    const source = spreadsheet.getSheetById(id);
    if (!source) continue;
    try {
      const game = publishedList().find((e) => e.t === String(id))?.game ?? '';
      published.push(`${publishSheet(source, game, lang, settings)} – ${source.getName()}`);
    } catch (e) {
      warnings.push(SERVER_WORDS[lang].liveNotPublished(why(e, lang)));
    }
  }
  return { ok: true, published, warnings };
}

/** The sidebar's Live page settings: saved in the document; turning Publish off deletes every snapshot. */
export function saveLiveSettings(request: LiveSettingsRequest): LiveOutcome {
  const lang = spreadsheetLang();
  const title = typeof request?.title === 'string' ? request.title.trim() : '';
  if (title.length > TITLE_LENGTH) return { ok: false, problems: [{ message: SERVER_WORDS[lang].liveTitleTooLong(TITLE_LENGTH) }] };
  const settings: LiveSettings = {
    publish: request?.publish === true,
    title,
    names: NAMES_CHOICES.includes(request?.names as NamesChoice) ? (request.names as NamesChoice) : 'as-written',
  };
  PropertiesService.getDocumentProperties().setProperty(SETTINGS, JSON.stringify(settings));
  const warnings: string[] = [];
  if (!settings.publish)
    try {
      forgetAll();
    } catch (e) {
      warnings.push(SERVER_WORDS[lang].liveNotPublished(why(e, lang)));
    }
  return { ok: true, url: pageUrl(), warnings };
}
