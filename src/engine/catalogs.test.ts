import { ENGLISH, ownWords, quotedValues } from '../../test/harness/languages';
import { CATALOGS } from './catalogs';
import { say as sayDiplomacy } from './diplomacy/messages';
import { SCORING_SYSTEMS } from './diplomacy/scoringSystems';
import { LANGS } from './i18n/lang';
import { type Entry, render, sayer } from './i18n/message';
import { say as sayShared } from './shared/messages';

const entries = CATALOGS.flatMap(({ folder, messages }) =>
  Object.entries(messages).map(([id, entry]) => [`${folder}: ${id}`, id, sayer(messages), entry] as const),
);

describe('the message catalogues', () => {
  it('have each id once across the folders', () => {
    const ids = entries.map(([, id]) => id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(entries)('%s: Italian and Romanian differ from English, keep every value and leave no English word', (_, id, say, entry) => {
    const params = (entry as Entry<Record<string, unknown>>).example;
    // rendered as an adapter renders it: a message quoted in the example is told in the same language
    const said = say(id, params as never);
    const english = render(said);
    for (const lang of ['it', 'ro'] as const) {
      const text = render(said, lang);
      expect(text).not.toBe(english);
      for (const v of quotedValues(params, lang)) expect(text).toContain(v);
      expect(ownWords(said, lang)).not.toMatch(ENGLISH);
    }
  });

  it.each(Object.values(SCORING_SYSTEMS).map((s) => [s.id, s]))(
    '%s: its line, written in its own file, differs in Italian and Romanian from English and leaves no English word',
    (_, system) => {
      for (const said of [system.description, ...(typeof system.solo === 'string' ? [] : [system.solo])])
        for (const lang of ['it', 'ro'] as const) {
          // (its parameters are the family's numbers and switches, some of which say nothing: `play: 0`)
          expect(render(said, lang)).not.toBe(render(said));
          expect(ownWords(said, lang)).not.toMatch(ENGLISH);
        }
    },
  );

  it('renders a message in each language from its own words, a message quoted inside another in the same language', () => {
    const breach = sayDiplomacy('noHistory');
    const needed = sayDiplomacy('neededBy', { breach, system: 'Maxonian' });
    // the breach told in the reader's language, inside the words of the message that quotes it
    for (const lang of LANGS) expect(render(needed, lang)).toBe(needed.words[lang]({ breach: render(breach, lang), system: 'Maxonian' }));
    expect(new Set(LANGS.map((lang) => render(breach, lang))).size).toBe(3);
    expect(render('a value as it is', 'ro')).toBe('a value as it is');
  });

  it("writes a fraction with the language's decimal comma, wherever a message quotes one, a whole number as it is", () => {
    const half = sayShared('notWhole', { noun: 'VP', value: 9.5 });
    expect(LANGS.map((lang) => render(half, lang))).toEqual([
      '9.5 VP; a count must be a whole number',
      'VP 9,5: deve essere un numero intero',
      'VP 9,5: trebuie să fie un număr întreg',
    ]);
    // a fraction inside a message quoted by another, and counted: Romanian's form for a fraction (2,5 centre)
    const quoted = sayDiplomacy('neededBy', { breach: half, system: 'Maxonian' });
    expect(render(quoted, 'ro')).toMatch(/^VP 9,5: /);
    expect(render(sayDiplomacy('seatCentres', { centres: 2.5, most: 34 }), 'ro')).toBe('2,5 centre; un jucător are între 0 și 34');
    expect(render(sayDiplomacy('seatCentres', { centres: 20, most: 34 }), 'ro')).toBe('20 de centre; un jucător are între 0 și 34');
  });

  it('counts in Romanian with "de" from 20, in Italian with the singular for 1', () => {
    expect(render(sayDiplomacy('boardSize', { players: 1, size: 7 }), 'it')).toBe('1 giocatore al tavolo; un tavolo ne ha 7');
    expect(render(sayDiplomacy('boardSize', { players: 21, size: 7 }), 'ro')).toBe('21 de jucători la masă; o masă are 7');
    expect(render(sayDiplomacy('boardSize', { players: 6, size: 7 }), 'ro')).toBe('6 jucători la masă; o masă are 7');
  });
});
