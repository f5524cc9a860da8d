import { SETTING_WORDS } from './catalogs';
import { SCORING_SYSTEMS } from './diplomacy/scoringSystems';
import { DIPLOMACY_SETTINGS } from './diplomacy/settings';
import type { SettingSpec } from './shared/settings';

// Names that are the same in a language as in English: championships', the languages' own, Buchholz, the scoring
// systems', the World Diplomacy Database's rating; "Format" is Romanian too.
const SYSTEMS = Object.values(SCORING_SYSTEMS).map((s) => s.name);
const NAMES = [
  'CATAN Studio',
  'World Boardgaming Championships',
  'Buchholz',
  'English',
  'Italiano',
  'Română',
  'Dip Pouch Tournament Rating',
  ...SYSTEMS,
];
const SAME: Record<'it' | 'ro', readonly string[]> = { it: NAMES, ro: [...NAMES, 'Format'] };

describe("the settings' words in Italian and Romanian", () => {
  it.each(['it', 'ro'] as const)('%s: every word translated, differing from English except proper names', (lang) => {
    for (const word of SETTING_WORDS) {
      expect(word[lang]).toBeTruthy();
      if (!SAME[lang].includes(word.en)) expect([word.en, word[lang]]).not.toEqual([word.en, word.en]);
    }
  });

  it('do not compile with a language left out (`npm run typecheck` reads this file)', () => {
    // @ts-expect-error: Italian left out
    const spec: SettingSpec = { label: { en: 'Language', ro: 'Limbă' }, values: ['en'], usedBy: [] };
    expect(spec.label.en).toBe('Language');
  });

  it('Romanian has no cedilla letters', () => {
    for (const word of SETTING_WORDS) expect(word.ro).not.toMatch(/[şţŞŢ]/);
  });

  it("are the settings' own: a label in its words, a scoring system's name its own in every language", () => {
    expect(DIPLOMACY_SETTINGS.system.label.it).toBe('Sistema di punteggio');
    const carnage = Object.values(DIPLOMACY_SETTINGS.system.describe).find((w) => w.name.en === 'Carnage 2023');
    expect(carnage?.name.ro).toBe('Carnage 2023');
  });
});
