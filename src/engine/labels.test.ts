import { LANGS } from './i18n/lang';
import { SHEET_WORDS } from './i18n/sheetWords';
import { LABELS, label } from './labels';

// Proper names and docs/languages.md's English ids stay as they are in every language.
const SAME_EVERYWHERE = new Set(['Buchholz', 'Sonneborn-Berger', 'Solo']);
const CEDILLA = /[şţŞŢ]/; // Romanian writes ș and ț with a comma below (U+0219, U+021B), never the cedilla letters

describe('the labels in Italian and Romanian', () => {
  it.each(['it', 'ro'] as const)('%s: every label translated, differing from English except proper names', (lang) => {
    for (const id of LABELS) {
      const text = label(lang, id);
      expect(text).toBeTruthy();
      // Italian writes the seed's VP (SPEC §11.3)
      if (!SAME_EVERYWHERE.has(id) && !(lang === 'it' && id === 'VP')) expect([id, text]).not.toEqual([id, id]);
    }
  });

  it('Romanian has no cedilla letters', () => {
    for (const id of LABELS) expect(label('ro', id)).not.toMatch(CEDILLA);
  });

  it('English is the id itself', () => {
    for (const id of LABELS) expect(label('en', id)).toBe(id);
  });
});

describe('the sentences around the standings', () => {
  // distinctive values: each language's sentence must carry every one of them, and nothing undefined
  const NAME = '§Rossi§';
  const STEPS = ['§a§', '§b§'];
  const BY = '§c§';
  it.each(LANGS)('%s: every sentence keeps its values', (lang) => {
    const w = SHEET_WORDS[lang];
    const texts = [w.shared(NAME), w.below(NAME, BY), w.level(NAME, STEPS, BY), w.warning(BY)];
    expect(texts[0]).toContain(NAME);
    expect([texts[1].includes(NAME), texts[1].includes(BY)]).toEqual([true, true]);
    expect([NAME, ...STEPS, BY].every((v) => texts[2].includes(v))).toBe(true);
    expect(texts[3]).toContain(BY);
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|[{}]/);
    const en = SHEET_WORDS.en;
    const english = [en.shared(NAME), en.below(NAME, BY), en.level(NAME, STEPS, BY), en.warning(BY)];
    if (lang !== 'en') for (const [i, t] of texts.entries()) expect(t).not.toBe(english[i]);
    if (lang === 'ro') for (const t of texts) expect(t).not.toMatch(CEDILLA);
  });
});
