import { saidOf } from '../../test/harness/errorOf';
import { GAMES } from './games';
import { problemText } from './i18n/errors';
import { LANGS } from './i18n/lang';
import type { Said } from './i18n/message';
import type { PodiumError } from './shared/problems';
import { readSettings } from './shared/settings';

// A wrong setting's message (SPEC §11, docs/conventions.md#settings): an unknown key lists the known keys, not their
// values; an unknown value lists its key's values; every such message within the bound of docs/conventions.md#long-values,
// whatever was written, so that nothing it lists is cut.
const LONG = 'x'.repeat(5000);
const MESSAGE = 300;

function problemOf(fn: () => unknown): PodiumError {
  try {
    fn();
  } catch (e) {
    return e as PodiumError;
  }
  throw new Error('no error');
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s settings', (_, game) => {
  const keys = Object.keys(game.settings);

  it('an unknown key, or text without =, lists the known keys and none of their values', () => {
    expect(saidOf(() => readSettings('F', 'colour=red', game.settings))).toBe(
      `F: settings: settingUnknown(key: "colour", known: "${keys.join(', ')}")`,
    );
    expect(saidOf(() => readSettings('F', 'pooled', game.settings))).toBe(
      `F: settings: settingNotPair(pair: "pooled", known: "${keys.join(', ')}")`,
    );
  });

  it.each(keys.filter((k) => !game.settings[k].chain))('an unknown value of %s lists its values, all of them when they fit', (key) => {
    const said = saidOf(() => readSettings('F', `${key}=nope-nope`, game.settings));
    const spec = game.settings[key];
    if (spec.listedBy) expect(said).toContain(`moreValues(count: `);
    else expect(said).toContain(`allowed: [${spec.values.map((v) => JSON.stringify(v)).join(', ')}]`);
  });

  it.each([
    ['an unknown key', `${LONG}=1`],
    ['text without =', LONG],
    ...keys.map((k) => [`a long value of ${k}`, `${k}=${LONG}`]),
    ...keys.filter((k) => game.settings[k].chain).map((k) => [`a long step of ${k}`, `${k}=${LONG}>${LONG}`]),
  ])('%s: a message within the bound in every language, nothing it lists cut', (_, text) => {
    const e = problemOf(() => readSettings('F', text, game.settings));
    for (const lang of LANGS) {
      const said = problemText(e.problems[0], lang);
      expect(said.length).toBeLessThanOrEqual(MESSAGE);
      expect(said).not.toMatch(/…$/); // the list at its end is whole: only the quoted text is cut
    }
  });
});

it("Diplomacy's systems are too many for a message: those that fit its bound, the nearest to what was written first, then how many more and the function that lists them", () => {
  const diplomacy = GAMES.find((g) => g.id === 'diplomacy');
  const systems = diplomacy?.settings.system.values ?? [];
  // a value written as organizers do, and the system it means
  for (const [written, meant] of [
    ['kis', 'kiss'],
    ['manorconv2', 'manorcon-v2'],
    ['carnage2023', 'carnage-2023'],
    ['Southern Sun', 'southern-sun'],
    ['your draw size', 'your-draw-size'],
    ['7-eleven', '7eleven'],
    ['nope-nope', 'kiss'], // nothing near: the default first, then the others in their order
  ] as const) {
    const e = problemOf(() => readSettings('DIP_STANDINGS', `system=${written}`, diplomacy?.settings ?? {}));
    const said = e.problems[0].message as Said<'settingNotAllowed', { allowed: string[]; shape: Said<'moreValues', { count: number }> }>;
    const { allowed, shape } = said.params;
    expect(allowed[0]).toBe(meant);
    // as many as the bound holds in every language, in their order: more than the 7 of a fixed 120 characters
    expect(allowed.length).toBeGreaterThanOrEqual(10);
    expect(shape.params.count).toBe(systems.length - allowed.length);
    expect(new Set(allowed).size).toBe(allowed.length);
    for (const lang of LANGS) expect(problemText(e.problems[0], lang).length).toBeLessThanOrEqual(MESSAGE);
  }
  const e = problemOf(() => readSettings('DIP_STANDINGS', 'system=kis', diplomacy?.settings ?? {}));
  expect(problemText(e.problems[0], 'en')).toMatch(
    /^setting system="kis" is not allowed; system takes kiss or .* or one of the \d+ others =DIP_SYSTEMS\(\) lists$/,
  );
  expect(problemText(e.problems[0], 'it')).toMatch(/ o uno degli altri \d+ elencati da =DIP_SYSTEMS\(\)$/);
  expect(problemText(e.problems[0], 'ro')).toMatch(/ sau una dintre celelalte \d+ pe care le enumeră =DIP_SYSTEMS\(\)$/);
});
