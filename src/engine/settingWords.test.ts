import { GAMES } from './games';
import { SETTING_WORDS, type SettingWord, settingWord } from './settingWords';
import { valueWords } from './shared/settings';

// Names that are the same in a language as in English: championships', the languages' own, Buchholz; "Format" is Romanian too.
const SAME: Record<'it' | 'ro', readonly string[]> = {
  it: ['CATAN Studio', 'World Boardgaming Championships', 'Buchholz', 'English', 'Italiano', 'Română'],
  ro: ['CATAN Studio', 'World Boardgaming Championships', 'Buchholz', 'English', 'Italiano', 'Română', 'Format'],
};
const WORDS = Object.keys(SETTING_WORDS) as SettingWord[];

describe("the settings' words in Italian and Romanian", () => {
  it.each(['it', 'ro'] as const)('%s: every word translated, differing from English except proper names', (lang) => {
    for (const id of WORDS) {
      expect(settingWord(lang, id)).toBeTruthy();
      if (!SAME[lang].includes(id)) expect([id, settingWord(lang, id)]).not.toEqual([id, id]);
    }
  });

  it('Romanian has no cedilla letters, and English is the id itself', () => {
    for (const id of WORDS) {
      expect(settingWord('ro', id)).not.toMatch(/[şţŞŢ]/);
      expect(settingWord('en', id)).toBe(id);
    }
  });

  it("every word is one a game's settings say, and a name that is not a word stays as it is", () => {
    const said = new Set(
      GAMES.flatMap((g) =>
        Object.values(g.settings).flatMap((spec) => [
          spec.label,
          ...Object.values(valueWords(spec)).flatMap((w) => [w.name, ...(typeof w.line === 'string' ? [w.line] : [])]),
        ]),
      ),
    );
    expect(WORDS.filter((w) => !said.has(w))).toEqual([]);
    expect(settingWord('it', 'Scoring system')).toBe('Sistema di punteggio');
    expect(settingWord('ro', 'Carnage 2023')).toBe('Carnage 2023');
  });
});
