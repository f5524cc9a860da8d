import { POWERS } from '../../src/engine/diplomacy/powers';
import { num, quoted } from '../../src/engine/i18n/format';
import type { Lang } from '../../src/engine/i18n/lang';
import { isSaid, render, type Text } from '../../src/engine/i18n/message';
import { isLabel } from '../../src/engine/i18n/words';
import type { PodiumError } from '../../src/engine/shared/problems';

// Words of English prose that no Italian or Romanian sentence has ("are" and "an" are Romanian words too). Argument
// names, settings, modifier tokens and column headers stay English by docs/languages.md and are not listed.
export const ENGLISH =
  /\b(the|and|is|of|has|have|must|give|with|not|only|from|but|player|players|board|boards|row|year|each|every|cannot)\b/i;

const POWER_NAMES = new Set<string>(POWERS.map((p) => p.name));

/**
 * The values a message quotes, as `lang` writes them: numbers, text and the items of lists, and the messages quoted
 * inside it, rendered; a cell's text in the language's quotation marks (“Playoff”, „Playoff”). Lower-case words or a
 * stage (`roads`, `tiles around the garden`, `SF`) are an id each language names in its own words, a power (or a list
 * of them) is named in the reader's language (SPEC §11.2), and a yes/no is a choice: none is quoted as it is.
 */
export function quotedValues(params: unknown, lang: Lang): string[] {
  // a list's items, and a record's values (roundsDiffer's counts), each a value of its own
  const values = (v: unknown): unknown[] =>
    Array.isArray(v)
      ? v.flatMap(values)
      : v !== null && typeof v === 'object' && !isSaid(v) && !isLabel(v)
        ? Object.values(v).flatMap(values)
        : v === undefined
          ? []
          : [v];
  return Object.values((params ?? {}) as Record<string, unknown>)
    .flatMap(values)
    .filter((v) => typeof v !== 'boolean' && !(typeof v === 'string' && /^([a-z]+( [a-z]+)*|[A-Z0-9]{1,2})$/.test(v)))
    .filter((v) => !(typeof v === 'string' && v.split(', ').every((name) => POWER_NAMES.has(name))))
    .map((v) =>
      typeof v === 'object' && v !== null ? render(v as Text, lang) : typeof v === 'number' ? num(lang, v) : quoted(lang, String(v)),
    );
}

/** `text` in `lang` with every quoted value taken out: what is left are the language's own words. */
export function ownWords(text: Text, lang: Lang): string {
  let rest = render(text, lang);
  if (typeof text !== 'string') for (const v of quotedValues(text.params, lang)) rest = rest.split(v).join(' ');
  return rest;
}

/**
 * docs/languages.md for one error: each problem a message with an id (not an English string), told in Italian and in Romanian
 * in words of their own, differently from English, with no English word left behind.
 */
export function expectSpokenInEveryLanguage(e: PodiumError): void {
  for (const p of e.problems)
    for (const text of p.group === undefined ? [p.message] : [p.message, p.group]) {
      expect({ fn: e.fn, english: render(text), isMessage: typeof text !== 'string' }).toEqual({
        fn: e.fn,
        english: render(text),
        isMessage: true,
      });
      for (const lang of ['it', 'ro'] as const) {
        expect(render(text, lang)).not.toBe(render(text, 'en'));
        expect(ownWords(text, lang)).not.toMatch(ENGLISH);
      }
    }
}
