import { num } from './format';
import { LANGS } from './lang';
import type { Entry } from './message';
import { MESSAGE_LISTS, MESSAGES, render, say } from './messages';

const entries = Object.entries(MESSAGES) as [string, Entry<Record<string, unknown>>][];

/**
 * The values a message quotes: numbers, text and the items of lists, as each language writes them. A lower-case word
 * or a stage (`SF`) is an id that each language names in its own words (`roads`, `army`), not a value.
 */
const values = (params: Record<string, unknown>): unknown[] =>
  Object.values(params)
    .flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]))
    .filter((v) => typeof v !== 'boolean' && !(typeof v === 'string' && /^([a-z]+|[A-Z0-9]{1,2})$/.test(v)));

// Words of English prose that no Italian or Romanian sentence has. Argument names, settings, modifier tokens and
// column headers stay English by SPEC §11 and are not listed.
// ("are" and "an" are Romanian words too.)
const ENGLISH = /\b(the|and|is|of|has|have|must|give|with|not|only|from|but|player|players|board|boards|row|year|each|every|cannot)\b/i;
/\b(the|and|is|are|of|has|have|must|give|with|not|only|an|from|but|or|player|players|board|boards|row|year|each|every|cannot)\b/i;

describe('the message catalogue', () => {
  it('has each id once across the folders', () => {
    expect(MESSAGE_LISTS.reduce((n, list) => n + Object.keys(list).length, 0)).toBe(entries.length);
  });

  it.each(entries)('%s: Italian and Romanian differ from English, keep every value and leave no English word', (_, entry) => {
    const params = entry.example;
    const english = entry.en(params);
    for (const lang of ['it', 'ro'] as const) {
      const text = entry[lang](params);
      expect(text).not.toBe(english);
      for (const v of values(params)) {
        const shown = typeof v === 'number' ? num(lang, v) : String(v);
        expect(text).toContain(shown);
      }
      let rest = text;
      for (const v of values(params)) rest = rest.split(String(v)).join(' ');
      expect(rest).not.toMatch(ENGLISH);
    }
  });

  it('renders a message by id in each language, a message quoted inside another in the same language', () => {
    const breach = say('noHistory');
    const needed = say('neededBy', { breach, system: 'Maxonian' });
    expect(LANGS.map((lang) => render(needed, lang))).toEqual([
      'no centre history; give the centres at the end of each year (columns 1901, 1902, …) (Maxonian scores with it)',
      'nessuno storico dei centri; indica i centri alla fine di ogni anno (colonne 1901, 1902, …) (serve al sistema Maxonian)',
      'niciun istoric al centrelor; scrie centrele de la sfârșitul fiecărui an (coloanele 1901, 1902, …) (sistemul Maxonian are nevoie de el)',
    ]);
    expect(render('a value as it is', 'ro')).toBe('a value as it is');
  });

  it('counts in Romanian with "de" from 20, in Italian with the singular for 1', () => {
    expect(render(say('boardSize', { players: 1, size: 7 }), 'it')).toBe('1 giocatore al tavolo; un tavolo ne ha 7');
    expect(render(say('boardSize', { players: 21, size: 7 }), 'ro')).toBe('21 de jucători la masă; o masă are 7');
    expect(render(say('boardSize', { players: 6, size: 7 }), 'ro')).toBe('6 jucători la masă; o masă are 7');
  });
});
