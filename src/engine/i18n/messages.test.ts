import { ENGLISH, ownWords, quotedValues } from '../../../test/harness/languages';
import { LANGS } from './lang';
import type { Entry } from './message';
import { MESSAGE_LISTS, MESSAGES, type MessageId, render, say } from './messages';

const entries = Object.entries(MESSAGES) as [string, Entry<Record<string, unknown>>][];

describe('the message catalogue', () => {
  it('has each id once across the folders', () => {
    expect(MESSAGE_LISTS.reduce((n, list) => n + Object.keys(list).length, 0)).toBe(entries.length);
  });

  it.each(entries)('%s: Italian and Romanian differ from English, keep every value and leave no English word', (id, entry) => {
    const params = entry.example;
    // rendered as an adapter renders it: a message quoted in the example is told in the same language
    const said = say(id as MessageId, params as never);
    const english = render(said);
    for (const lang of ['it', 'ro'] as const) {
      const text = render(said, lang);
      expect(text).not.toBe(english);
      for (const v of quotedValues(params, lang)) expect(text).toContain(v);
      expect(ownWords(said, lang)).not.toMatch(ENGLISH);
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
