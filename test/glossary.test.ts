import { everyText, type Spoken } from '../scripts/messages/texts';
import { glossary, says } from './harness/glossary';

// docs/glossary.md, one word per concept (SPEC §11, Native wording): every text Podium says (docs/messages.md: each
// message by its values, each label, setting word and adapter sentence) in Italian and Romanian uses the glossary's
// word where English names the concept, and none of the words the glossary rules out.
const TERMS = glossary();
const TEXTS = everyText();

/** A text in `lang` with the values it quotes taken out (names, cells, headers as written): the language's own words. */
function own(t: Spoken, lang: 'en' | 'it' | 'ro'): string {
  let rest = t[lang];
  for (const v of [...t.values[lang]].sort((a, b) => b.length - a.length)) if (v.length > 1) rest = rest.split(v).join(' ');
  return rest;
}

/**
 * An English text with the forms of longer concepts that hold `form` taken out: `Round of 16` names the round of 16,
 * not a round (docs/formats.md#brackets), so its Italian says Ottavi and no turno.
 */
function withoutLonger(text: string, form: string): string {
  const longer = TERMS.flatMap((t) => t.en).filter((f) => f.length > form.length && says(f, form));
  return longer
    .sort((a, b) => b.length - a.length)
    .reduce((rest, f) => (says(rest, f) ? rest.split(new RegExp(f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu')).join(' ') : rest), text);
}

describe('docs/glossary.md', () => {
  it('is a table of concepts, each with its Italian and Romanian', () => {
    expect(TERMS.length).toBeGreaterThan(50);
    for (const t of TERMS)
      expect({ concept: t.concept, it: t.it.length > 0, ro: t.ro.length > 0 }).toEqual({ concept: t.concept, it: true, ro: true });
  });

  it.each(['it', 'ro'] as const)('in %s: no text says a word the glossary rules out', (lang) => {
    const found = TEXTS.flatMap((t) =>
      TERMS.flatMap((term) =>
        term.rulesOut[lang].filter((w) => says(own(t, lang), w)).map((w) => `${t.where} ${t.id}: “${w}” (${term.concept}): ${t[lang]}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(['it', 'ro'] as const)("in %s: where English names a concept, the text says the glossary's word for it", (lang) => {
    const found = TEXTS.flatMap((t) =>
      TERMS.filter(
        (term) =>
          term.checked && term.en.some((w) => says(withoutLonger(own(t, 'en'), w), w)) && !term[lang].some((w) => says(own(t, lang), w)),
      ).map((term) => `${t.where} ${t.id}: ${term.concept} (${term[lang].join(', ')}): ${t[lang]}`),
    );
    expect(found).toEqual([]);
  });

  // Romanian's așezare alone is Catan's settlement (the glossary's clash G1): the seating is always "la mese", which the
  // Rules out column cannot say (a form ruled out unless a phrase follows it)
  it('in ro: where English says seating, așezare is always followed by la mese', () => {
    const alone = /așez(?:are|area|ări|ării)(?![\p{L}\p{N}])(?! la mese)/iu;
    const found = TEXTS.filter((t) => says(own(t, 'en'), 'seating') && alone.test(own(t, 'ro'))).map((t) => `${t.where} ${t.id}: ${t.ro}`);
    expect(found).toEqual([]);
  });
});
