import { gameById } from '../../engine/games';
import { errorText } from '../../engine/i18n/errors';
import type { Lang } from '../../engine/i18n/lang';
import { NAMES_CHOICES, type NamesChoice } from '../../engine/shared/live/names';
import { PodiumError } from '../../engine/shared/problems';
import type { LiveOutcome, LiveSettingsRequest, LiveState, PublishOutcome } from '../contract';
import { sheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { locked, refuse } from '../sheet/locked';
import { type Report, standingsReport } from '../sheet/report';
import { isSavedKey, readSaved, rosterOf, type SavedStandings } from '../sheet/standingsSheets';
import { messageOf } from '../sheet/undo';
import { forgetAll, IndexFull, keep, StoreBusy, StoreFull, TooLarge } from './keep';
import { pageUrl } from './page';
import { writtenSeating } from './seatingSheet';
import { snapshotOf } from './snapshot';
import { INDEX, readIndex } from './store';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The live page's settings, in the document's properties. */
const SETTINGS = 'podium.live';
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
    if (!isSavedKey(key)) continue;
    const { saved } = readSaved(text);
    if (saved && saved.sheetId === sheetId) return saved;
  }
  return null;
}

/** Why a publication failed, in the organizer's words: the store's refusals with their sizes. */
function storeRefusal(e: unknown, title: string, lang: Lang): unknown {
  const words = SERVER_WORDS[lang];
  const kb = (bytes: number) => Math.ceil(bytes / 1024);
  if (e instanceof TooLarge) return new Error(words.liveTooLarge(title, kb(e.bytes), Math.floor(e.most / 1024)));
  if (e instanceof StoreFull) return new Error(words.liveStoreFull(title, kb(e.bytes), Math.floor(e.free / 1024), kb(e.others)));
  if (e instanceof IndexFull) return new Error(words.liveTooManyTournaments(e.tournaments));
  if (e instanceof StoreBusy) return new Error(words.liveBusy);
  return e;
}

/**
 * Publishes one tournament (a results sheet) as it is now: its standings as last built (`report` when the build
 * just made it), its round in progress (with the seats of its seating sheet) and its final stage; and unpublishes
 * any tournament whose results sheet is gone. Throws what went wrong.
 */
function publishSheet(source: Sheet, fallbackGame: string, lang: Lang, settings: LiveSettings, report?: Report): string {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const all = PropertiesService.getDocumentProperties().getProperties();
  const saved = savedBuildOf(all, source.getSheetId());
  const game = gameById(saved?.game ?? fallbackGame);
  if (!game) throw new Error(SERVER_WORDS[lang].unknownGame(String(saved?.game ?? fallbackGame)));
  const grid = source.getDataRange().getValues();
  // a roster the build read, read again; gone, the standings are those of the results alone
  const standings = report ?? (saved ? standingsReport(game, grid, saved.settings, rosterOf(spreadsheet, game, saved.roster).grid) : null);
  const title = settings.title || spreadsheet.getName();
  const snapshot = snapshotOf({
    game,
    grid,
    report: standings,
    title,
    lang: standings?.lang ?? lang,
    names: settings.names,
    now: new Date(),
    seating: writtenSeating(game, all, source.getSheetId()),
    // the spreadsheet's time zone (File > Settings), in which the page tells the time of the publication
    timeZone: spreadsheet.getSpreadsheetTimeZone() || undefined,
  });
  const t = String(source.getSheetId());
  try {
    keep({
      t,
      name: `${title} – ${game.title}`,
      game: game.id,
      sheet: source.getName(),
      snapshot,
      exists: (other) => spreadsheet.getSheetById(Number(other)) !== null,
    });
  } catch (e) {
    throw storeRefusal(e, title, lang);
  }
  return title;
}

const why = (e: unknown, lang: Lang) => (e instanceof PodiumError ? errorText(e, lang) : messageOf(e));

/**
 * After a Build, Refresh or Write (under their document lock): publishes that tournament when Publish is on. A
 * failure never undoes the sheet just written: it is a warning, in `lang`, or none.
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
 * Every tournament with a standings sheet or published before (a round written before any build), each on its own
 * (one failing does not stop the others): the titles published and the warnings.
 */
function publishEvery(lang: Lang, settings: LiveSettings): { published: string[]; warnings: string[] } {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const all = PropertiesService.getDocumentProperties().getProperties();
  const ids = new Set<number>();
  for (const [key, text] of Object.entries(all)) {
    const { saved } = isSavedKey(key) ? readSaved(text) : {};
    if (saved?.sheetId !== undefined) ids.add(saved.sheetId);
  }
  const index = readIndex(PropertiesService.getScriptProperties().getProperty(INDEX))?.list ?? [];
  for (const e of index) ids.add(Number(e.t));
  const published: string[] = [];
  const warnings: string[] = [];
  for (const id of ids) {
    const source = spreadsheet.getSheetById(id);
    if (!source) continue;
    try {
      const game = index.find((e) => e.t === String(id))?.game ?? '';
      published.push(`${publishSheet(source, game, lang, settings)} – ${source.getName()}`);
    } catch (e) {
      warnings.push(SERVER_WORDS[lang].liveNotPublished(why(e, lang)));
    }
  }
  return { published, warnings };
}

/** Publish now: every tournament, while Publish is on; refused while it is off (nothing is published then). */
export function publishAll(): PublishOutcome {
  const lang = sheetLang();
  return locked<PublishOutcome>(
    () => {
      const settings = settingsNow();
      if (!settings.publish) return refuse(SERVER_WORDS[lang].publishIsOff);
      return { ok: true, ...publishEvery(lang, settings) };
    },
    lang,
    'publishing',
  );
}

/**
 * The sidebar's Live page settings, saved in the document. Turning Publish off deletes every snapshot first: if that
 * fails, nothing is saved and the organizer is told that publishing is still on. While it is on, any change (the
 * title, how names appear, Publish turned on) is published at once, so that no phone keeps full names or an old title
 * until the next Build.
 */
export function saveLiveSettings(request: LiveSettingsRequest): LiveOutcome {
  const lang = sheetLang();
  const title = typeof request?.title === 'string' ? request.title.trim() : '';
  if (title.length > TITLE_LENGTH) return refuse(SERVER_WORDS[lang].liveTitleTooLong(TITLE_LENGTH));
  const settings: LiveSettings = {
    publish: request?.publish === true,
    title,
    names: NAMES_CHOICES.includes(request?.names as NamesChoice) ? (request.names as NamesChoice) : 'as-written',
  };
  return locked<LiveOutcome>(
    () => {
      const before = settingsNow();
      if (!settings.publish)
        try {
          forgetAll();
        } catch (e) {
          return refuse(SERVER_WORDS[lang].liveStillOn(why(storeRefusal(e, '', lang), lang)));
        }
      PropertiesService.getDocumentProperties().setProperty(SETTINGS, JSON.stringify(settings));
      const changed = JSON.stringify(before) !== JSON.stringify(settings);
      const { warnings } = settings.publish && changed ? publishEvery(lang, settings) : { warnings: [] };
      return { ok: true, url: pageUrl(), warnings };
    },
    lang,
    'publishing',
  );
}
