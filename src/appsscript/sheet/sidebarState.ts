import { GAMES } from '../../engine/games';
import { render } from '../../engine/i18n/message';
import { defaultValue, presetValues, type ValueWords, valueWords } from '../../engine/shared/settings';
import type { SidebarState } from '../contract';
import { sidebarToken } from '../live/guard';
import { liveState } from '../live/publish';
import { sheetLang, userLang } from '../locale';
import { reportSettingsNow } from '../report/settings';
import { resultSheets } from './buildStandings';
import { NEW_SHEETS } from './newTournament';
import { lastBuild } from './standingsSheets';

/** What the sidebar shows when it opens: each game with its settings in words, the sheets, the last build's choices. */
export function sidebarState(): SidebarState {
  const lang = userLang();
  // the settings' words in the organizer's language: a value's line may be a message (a scoring system's)
  const told = (words: Record<string, ValueWords>) =>
    Object.fromEntries(Object.entries(words).map(([v, w]) => [v, { name: w.name[lang], line: w.line && render(w.line, lang) }]));
  return {
    lang,
    games: GAMES.map((g) => ({
      id: g.id,
      title: g.title,
      // the settings its standings, its seating and its stakes read (Planned rounds: the live page's stakes, SPEC
      // §13.7.7), with the organizer's words for them; saved with the standings' settings
      settings: Object.entries(g.settings)
        .filter(([, spec]) => [g.standingsFunction, g.seating.function, g.stakes?.function].some((f) => f && spec.usedBy.includes(f)))
        .map(([key, spec]) => ({
          key,
          label: spec.label[lang],
          values: [...spec.values],
          // the language's default is the spreadsheet's (docs/languages.md); a build then saves it with the sheet
          default: key === 'lang' ? sheetLang() : defaultValue(spec),
          chain: Boolean(spec.chain),
          describe: told(valueWords(spec)),
          mode: spec.mode,
          whole: spec.whole,
          fills: spec.presets
            ? Object.fromEntries(Object.keys(spec.presets).map((id) => [id, presetValues(g.settings, key, id)]))
            : undefined,
        })),
    })),
    sheets: resultSheets(),
    newSheets: Object.entries(NEW_SHEETS).map(([id, t]) => ({ id, title: (lang !== 'en' && t.words[lang].title) || t.title })),
    saved: lastBuild(PropertiesService.getDocumentProperties()),
    live: liveState(),
    token: sidebarToken(),
    report: reportSettingsNow(),
  };
}

/** The marker in Sidebar.html where the menu's Open sidebar puts what only the sidebar is given: its token. */
const MARKER = '"__PODIUM_SIDEBAR__"';

/** The sidebar's page, with the document's token written in (as JSON, which no `<` can close the script from). */
export function sidebarPage(token: string): GoogleAppsScript.HTML.HtmlOutput {
  const boot = JSON.stringify({ token }).replace(/</g, '\\u003c');
  const html = HtmlService.createHtmlOutputFromFile('Sidebar')
    .getContent()
    .replace(MARKER, () => boot);
  return HtmlService.createHtmlOutput(html).setTitle('Podium');
}
