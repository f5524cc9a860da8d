import { CATALOGS } from './catalogs';
import { LANGS } from './i18n/lang';
import { render } from './i18n/message';
import { saySheet } from './i18n/sheetWords';
import { labels } from './i18n/words';

// Proper names stay as they are in every language (Elo is Arpad Elo's), and the leagues' OMW, OGD, OGW (SPEC §17.2:
// "headed OMW, OGD, OGW in every language"); a language's own word may be spelt as the English one: Italian writes the
// seed's VP (SPEC §11.3), Romanian's sum is a Total, and a game's round is R2 in Romanian too (rundă).
const SAME_EVERYWHERE = new Set(['Buchholz', 'Sonneborn-Berger', 'Solo', 'Elo', 'OMW', 'OGD', 'OGW']);
const SAME_IN = { it: new Set(['VP']), ro: new Set(['Total', 'R']) };
// One English word for two concepts that Italian and Romanian say apart (docs/glossary.md): a player's Needs (the
// stakes: Cosa serve, Ce îi trebuie) and the columns a scoring system needs (DIP_SYSTEMS: Richiede, Necesită)
const TWO_CONCEPTS = new Set(['Needs']);
const CEDILLA = /[şţŞŢ]/; // Romanian writes ș and ț with a comma below (U+0219, U+021B), never the cedilla letters
/** Every folder's labels, as the games' descriptors carry them (src/engine/catalogs.ts). */
const LABELS = CATALOGS.flatMap(({ labels }) => Object.values(labels));

describe('the labels in Italian and Romanian', () => {
  it.each(['it', 'ro'] as const)('%s: every label translated, differing from English except proper names', (lang) => {
    for (const label of LABELS) {
      const text = label[lang];
      expect(text).toBeTruthy();
      if (!SAME_EVERYWHERE.has(label.en) && !SAME_IN[lang].has(label.en)) expect([label.en, text]).not.toEqual([label.en, label.en]);
    }
  });

  it('Romanian has no cedilla letters', () => {
    for (const label of LABELS) expect(label.ro).not.toMatch(CEDILLA);
  });

  it('do not compile with a language left out (`npm run typecheck` reads this file)', () => {
    // @ts-expect-error: Romanian left out
    const table = labels({ rank: { en: 'Rank', it: 'Pos.' } });
    expect(table.rank.en).toBe('Rank');
  });

  it('each English word is one label, in one folder (but a word for two concepts, one label each)', () => {
    const english = LABELS.map((l) => l.en);
    expect(english.filter((en, i) => english.indexOf(en) !== i && !TWO_CONCEPTS.has(en))).toEqual([]);
    for (const en of TWO_CONCEPTS) {
      const its = LABELS.filter((l) => l.en === en);
      expect(new Set(its.map((l) => l.it)).size).toBe(its.length);
      expect(new Set(its.map((l) => l.ro)).size).toBe(its.length);
    }
  });
});

describe('the sentences around the standings', () => {
  // distinctive values: each language's sentence must carry every one of them, and nothing undefined
  const NAME = '§Rossi§';
  const STEPS = ['§a§', '§b§'];
  const BY = '§c§';
  it.each(LANGS)('%s: every sentence keeps its values', (lang) => {
    const said = [
      saySheet('sharedRank', { above: NAME }),
      saySheet('placedBelow', { above: NAME, by: BY }),
      saySheet('levelWith', { above: NAME, steps: STEPS, by: BY }),
      saySheet('warningRow', { text: BY }),
    ];
    const texts = said.map((t) => render(t, lang));
    expect(texts[0]).toContain(NAME);
    expect([texts[1].includes(NAME), texts[1].includes(BY)]).toEqual([true, true]);
    expect([NAME, ...STEPS, BY].every((v) => texts[2].includes(v))).toBe(true);
    expect(texts[3]).toContain(BY);
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|[{}]/);
    const english = said.map((t) => render(t, 'en'));
    if (lang !== 'en') for (const [i, t] of texts.entries()) expect(t).not.toBe(english[i]);
    if (lang === 'ro') for (const t of texts) expect(t).not.toMatch(CEDILLA);
  });
});
