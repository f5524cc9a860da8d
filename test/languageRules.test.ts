import { everyText, type Spoken } from '../scripts/messages/texts';
import { SCORING_SYSTEMS } from '../src/engine/diplomacy/scoringSystems';
import { pluralForm } from '../src/engine/i18n/format';
import { render } from '../src/engine/i18n/message';
import { say as sayShared } from '../src/engine/shared/messages';

// The rules of SPEC §11 (Native wording) as rules, over every text Podium says (docs/messages.md: each message by its
// values, every count at 1, 2, 20 and 101, each label, setting word and adapter sentence): no English word beyond what
// stays English, Romanian's "de" from 20, the decimal comma, each language's quotation marks, one register. Which
// sentence a rule of the games says is asked of the engine by message id (test/harness/errorOf.ts); these are the
// languages' rules.
const TEXTS = everyText();
const LANGS = ['it', 'ro'] as const;

/**
 * A text's own words in `lang`: the values it quotes taken out (names, cells, headers as the organizer wrote them),
 * settings as written (`tiebreak=vp>share`), and ids in brackets beside their words (`(long road)`, `(QF)`).
 */
function own(t: Spoken, lang: 'en' | 'it' | 'ro'): string {
  let rest = t[lang];
  for (const v of [...t.values[lang]].sort((a, b) => b.length - a.length)) if (v.length > 1) rest = rest.split(v).join(' ');
  return rest
    .replace(/[\w-]+=[^\s;,”)]*/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/\((?:[A-Z0-9]{1,3}|[a-z]+(?: [a-z]+)?)\)/g, ' ');
}

/** A proper name is written as it is in every language (a scoring system, a championship): no language's own words. */
const proper = (t: Spoken) => t.it === t.en && t.ro === t.en;

const where = (t: Spoken, lang: string) => `${t.where} ${t.id} (${lang}): ${t[lang as 'it' | 'ro']}`;

describe('no English word in Italian or Romanian beyond what stays English (SPEC §11.7)', () => {
  // English prose, and the tournament's English words; none is an Italian or Romanian word ("are", "an", "in", "final"
  // and "no" are; argument names such as seed, feature, history, centres and name stay as the function writes them)
  const ENGLISH =
    /(?<![\p{L}\d])(the|and|of|with|is|not|only|from|but|has|have|must|give|each|every|cannot|which|this|that|there|than|more|most|least|any|none|player|players|board|boards|row|rows|year|years|round|rounds|table|tables|seat|seats|score|scores|standings|rank|stakes|leader|leaders|live|bye|byes|share|shares|sheet|sheets|sidebar|setting|settings|warning|warnings|preview|game|games|win|wins|won|lost|loss|stage|stages|place|places|first|last|next|quarter|third|tile|tiles|pennant|pennants|follower|followers|city|cities|road|roads|field|monastery|knights|settlement|settlements)(?![\p{L}\d])/iu;
  it.each(LANGS)('%s', (lang) => {
    const found = TEXTS.filter((t) => !proper(t) && ENGLISH.test(own(t, lang))).map(
      (t) => `${where(t, lang)} [${own(t, lang).match(ENGLISH)?.[0]}]`,
    );
    expect(found).toEqual([]);
  });
});

describe('Romanian counts from 20 take "de" (SPEC §11.6)', () => {
  // words that may follow a number without being what it counts: "între 0 și 20", "de la 1901 la 2100"
  const NOT_COUNTED = new Set([
    'și',
    'la',
    'sau',
    'din',
    'în',
    'pe',
    'cu',
    'până',
    'dacă',
    'iar',
    'nu',
    'este',
    'sunt',
    'pentru',
    'după',
    'mai',
    'care',
  ]);
  it('in every text, a number of the "other" form (20–100, 120, …) is followed by "de" before its noun', () => {
    const found = TEXTS.flatMap((t) =>
      [...t.ro.matchAll(/(?<![\d.,\-/×])(\d+) (\p{Ll}[\p{L}-]*)/gu)]
        .filter(([, n, word]) => pluralForm('ro', Number(n)) === 'other' && word !== 'de' && !NOT_COUNTED.has(word))
        .map(([match]) => `${where(t, 'ro')} [${match}]`),
    );
    expect(found).toEqual([]);
  });

  it('and a number of the "few" form (2–19, 101–119) is not', () => {
    const found = TEXTS.flatMap((t) =>
      [...t.ro.matchAll(/(?<![\d.,\-/×])(\d+) de (\p{Ll}+)/gu)]
        .filter(([, n]) => pluralForm('ro', Number(n)) !== 'other')
        .map(([match]) => `${where(t, 'ro')} [${match}]`),
    );
    expect(found).toEqual([]);
  });
});

describe('numbers in messages take the decimal comma (SPEC §11.6)', () => {
  it.each(LANGS)('%s: no text writes a decimal point, where English writes one the text writes a comma', (lang) => {
    const found = TEXTS.filter(
      (t) => !proper(t) && (/\d\.\d/.test(own(t, lang)) || (/\d\.\d/.test(own(t, 'en')) && !/\d,\d/.test(own(t, lang)))),
    ).map((t) => where(t, lang));
    expect(found).toEqual([]);
  });

  it.each(LANGS)('%s: a fraction in a count, a share or a cell is written with the comma', (lang) => {
    // each place a message writes a number that may be a fraction, said with one
    const fractions = [
      ...TEXTS.filter((t) => !proper(t) && /\d\.\d/.test(own(t, 'en'))).map((t) => own(t, lang)),
      render(sayShared('notWhole', { noun: 'centres', value: 2.5 }), lang),
      render(SCORING_SYSTEMS.olympic.description, lang), // 12 shared by the top (4 shares), one behind (1.5) and two behind (0.5)
    ];
    expect(fractions.length).toBeGreaterThan(3);
    for (const text of fractions) expect({ text, comma: /\d,\d/.test(text) }).toEqual({ text, comma: true });
  });
});

describe("each language's quotation marks (SPEC §11.6): “…” in Italian, „…” in Romanian", () => {
  const MARKS = { it: ['“', '”', '„'], ro: ['„', '”', '“'] } as const;
  it.each(LANGS)('%s', (lang) => {
    const [open, close, foreign] = MARKS[lang];
    const found = TEXTS.filter((t) => {
      const text = own(t, lang);
      return text.includes('"') || text.includes(foreign) || text.split(open).length !== text.split(close).length;
    }).map((t) => where(t, lang));
    expect(found).toEqual([]);
  });
});

describe('one register (SPEC §11.6): Italian informal imperatives, Romanian formal ones', () => {
  it('Italian: no formal (Lei) or plural (voi) imperative: “scelga”, “indichi”, “scrivete”', () => {
    const FORMAL =
      /(?<!\p{L})(scelga|indichi|inserisca|aggiunga|riprovi|controlli|scriva|lasci|selezioni|svuoti|ricarichi|chieda|inquadri|scrivete|scegliete|aggiungete|riprovate|controllate|aprite|lasciate)(?!\p{L})/iu;
    expect(TEXTS.filter((t) => FORMAL.test(t.it)).map((t) => where(t, 'it'))).toEqual([]);
  });

  it('Romanian: no informal imperative opening a sentence (“alege”, “încearcă”), none with a pronoun (“adaug-o”), no “tău”', () => {
    const INFORMAL =
      /(^|[.;:!?(]\s*|\s—\s)(alege|încearcă|dă|scrie|adaugă|marchează|așază|șterge|golește|mută|verifică|construiește|deschide|previzualizează|salvează|reîncarcă|cere|scanează|selectează|folosește|lasă|găsește|indică|creează|publică|actualizează)(?!\p{L})/iu;
    // a verb with its pronoun ("adaug-o", "dă-l") is informal unless it ends in -ți ("adăugați-o"); "într-o" is no verb
    const WITH_PRONOUN = /(?<!\p{L})(?!(într|dintr|printr|nici)-)\p{L}+(?<!ți)-(o|l|le|mă)(?!\p{L})/iu;
    const THOU = /(?<!\p{L})(tău|tale|fii)(?!\p{L})/iu;
    expect(TEXTS.filter((t) => [INFORMAL, WITH_PRONOUN, THOU].some((r) => r.test(t.ro))).map((t) => where(t, 'ro'))).toEqual([]);
  });
});
