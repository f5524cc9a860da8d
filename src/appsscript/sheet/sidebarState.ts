import { GAMES } from '../../engine/games';
import { render } from '../../engine/i18n/message';
import { defaultValue, presetValues, type ValueWords, valueWords } from '../../engine/shared/settings';
import type { SidebarState } from '../contract';
import { liveState } from '../live/publish';
import { sheetLang, userLang } from '../locale';
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
      // the settings its standings and its seating read, with the organizer's words for them
      settings: Object.entries(g.settings)
        .filter(([, spec]) => spec.usedBy.includes(g.standingsFunction) || spec.usedBy.includes(g.seating.function))
        .map(([key, spec]) => ({
          key,
          label: spec.label[lang],
          values: [...spec.values],
          // the language's default is the spreadsheet's (docs/languages.md); a build then saves it with the sheet
          default: key === 'lang' ? sheetLang() : defaultValue(spec),
          chain: Boolean(spec.chain),
          describe: told(valueWords(spec)),
          mode: spec.mode,
          fills: spec.presets
            ? Object.fromEntries(Object.keys(spec.presets).map((id) => [id, presetValues(g.settings, key, id)]))
            : undefined,
        })),
    })),
    sheets: resultSheets(),
    newSheets: Object.entries(NEW_SHEETS).map(([id, t]) => ({ id, title: (lang !== 'en' && t.words[lang].title) || t.title })),
    saved: lastBuild(PropertiesService.getDocumentProperties()),
    live: liveState(),
  };
}
