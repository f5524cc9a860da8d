import { MENU_WORDS } from '../src/appsscript/menuWords';
import { REPORT_WORDS } from '../src/appsscript/report/words';
import { SERVER_WORDS } from '../src/appsscript/serverWords';
import { CLI_WORDS } from '../src/cli/words';
import type { Lang } from '../src/engine/i18n/lang';
import { PHONE_REPORT_WORDS } from '../src/live/reportWords';
import { LIVE_WORDS } from '../src/live/words';
import { REPORT_SIDEBAR_WORDS } from '../src/sidebar/reportWords';
import { SIDEBAR_WORDS } from '../src/sidebar/words';
import { ENGLISH } from './harness/languages';

// The adapters' own words (docs/languages.md): the sidebar's page and reports, its server's refusals and the menu's,
// the command line's. Each entry is said with distinctive values, which every language must keep; Italian and
// Romanian must read otherwise than English, with no English word of prose left once the values are taken out.
const VALUE = '§value§';
const NUMBER = 7;

/** Every sentence of a language's words, its functions called with the values (a list where one is taken). */
function sentences(words: object): string[] {
  return Object.entries(words).flatMap(([, w]) => {
    if (typeof w === 'string') return [w];
    if (typeof w === 'function') {
      // the first argument text, the others numbers; where one is a list (the games offered), a list of the value
      const args = Array.from({ length: w.length }, (_, k) => (k === 0 ? VALUE : NUMBER));
      const say = w as (...a: unknown[]) => string;
      try {
        return [say(...args)];
      } catch {
        return [say(...args.map(() => [VALUE]))];
      }
    }
    return sentences(w as object);
  });
}

describe.each([
  ['the sidebar', SIDEBAR_WORDS],
  ['the sidebar server and the menu', SERVER_WORDS],
  ['the menu items', MENU_WORDS],
  ['the command line', CLI_WORDS],
  ['the live page', LIVE_WORDS],
  ["players' reports (the page and the sidebar)", REPORT_WORDS],
  ["the phone's Report result", PHONE_REPORT_WORDS],
  ["the sidebar's Reports panel and PINs", REPORT_SIDEBAR_WORDS],
] as const)("%s's words", (_, table) => {
  const english = sentences(table.en);
  it.each(['it', 'ro'] as const)('in %s: a sentence for every English one, each its own, no English word left', (lang: Lang) => {
    const own = sentences(table[lang]);
    expect(own).toHaveLength(english.length);
    own.forEach((sentence, k) => {
      expect(sentence).not.toBe(english[k]);
      // the values an English sentence keeps, every language keeps
      if (english[k].includes(VALUE)) expect(sentence).toContain(VALUE);
      // a command line's options (--players) stay as typed, as test/languageRules.test.ts reads them
      expect(
        sentence
          .split(VALUE)
          .join(' ')
          .replace(/--[\w-]+/g, ' '),
      ).not.toMatch(ENGLISH);
      expect(sentence).not.toMatch(/[şţŞŢ]|undefined|NaN/);
    });
  });
});
