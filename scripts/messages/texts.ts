import { MENU_WORDS } from '../../src/appsscript/menuWords';
import { REPORT_WORDS } from '../../src/appsscript/report/words';
import { SERVER_WORDS } from '../../src/appsscript/serverWords';
import { CLI_WORDS } from '../../src/cli/words';
import { ITEM_WORDS } from '../../src/engine/carcassonne/itemWords';
import { CATALOGS, settingWordsOf } from '../../src/engine/catalogs';
import { SCORING_SYSTEMS } from '../../src/engine/diplomacy/scoringSystems';
import { FUNCTION_SETS, GAMES } from '../../src/engine/games';
import { count, quoted as inQuotes, num } from '../../src/engine/i18n/format';
import type { Lang } from '../../src/engine/i18n/lang';
import { type Entry, render, type Said, sayer } from '../../src/engine/i18n/message';
import { GAME, PLAYER, PROBLEM, ROW, TABLE, WARNING } from '../../src/engine/i18n/nouns';
import { isLabel, type Words } from '../../src/engine/i18n/words';
import { ROSTER_TEMPLATE } from '../../src/engine/shared/seating/roster';
import { STAGE_WORDS } from '../../src/engine/shared/stageWords';
import { PHONE_REPORT_WORDS } from '../../src/live/reportWords';
import { LIVE_WORDS } from '../../src/live/words';
import { REPORT_SIDEBAR_WORDS } from '../../src/sidebar/reportWords';
import { SIDEBAR_WORDS } from '../../src/sidebar/words';
import {
  type Calls,
  CLI_CALLS,
  LIVE_CALLS,
  PHONE_REPORT_CALLS,
  REPORT_CALLS,
  REPORT_SIDEBAR_CALLS,
  SERVER_CALLS,
  SIDEBAR_CALLS,
} from './calls';
import { VARIANTS } from './variants';

/** One text in the three languages: where it is said, which one it is, and, for the languages' own words, the values taken out. */
export interface Spoken {
  where: string;
  id: string;
  en: string;
  it: string;
  ro: string;
  /** The values it quotes as each language writes them (names, numbers, cells): not the language's own words. */
  values: Record<Lang, string[]>;
  /** The game whose folder holds its words, whose own proofreading file lists it; none for what the games share. */
  game?: string;
}

const GAME_IDS = new Set<string>(FUNCTION_SETS.map((g) => g.id));
/** Texts said with the words of `folder`: a game's are marked as its own. */
const ownedBy = (folder: string, texts: Spoken[]): Spoken[] => (GAME_IDS.has(folder) ? texts.map((t) => ({ ...t, game: folder })) : texts);

const COUNTS = [1, 2, 20, 101];
const NO_VALUES: Record<Lang, string[]> = { en: [], it: [], ro: [] };

const isSaid = (v: unknown): v is Said => typeof v === 'object' && v !== null && 'words' in v && 'params' in v;

/** A parameter as the id column shows it: `players=20`, a message by its English words. */
function shown(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(shown).join(', ')}]`;
  if (isSaid(v)) return `“${render(v)}”`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${shown(x)}`)
      .join(', ')}}`;
  return typeof v === 'string' ? v : String(v);
}

/** A message's parameters, each item of a list one value. */
const paramValues = (params: unknown): unknown[] =>
  Object.values((params ?? {}) as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v]));

/**
 * The values of a message quoted inside another: its words are the message's own, and its values values (a missing
 * column's other accepted headers), but for the ids it names in its own words (a table or a board, a column's key).
 */
const innerValues = (said: Said): unknown[] =>
  paramValues(said.params).flatMap((v) => (isSaid(v) ? innerValues(v) : typeof v === 'string' && /^[a-z]+( [a-z]+)*$/.test(v) ? [] : [v]));

/** The values a message quotes, as `lang` writes them; a label (an example range) in `lang`'s words. */
function quoted(params: unknown, lang: Lang): string[] {
  return paramValues(params)
    .flatMap((v) => (isSaid(v) ? innerValues(v) : [v]))
    .filter((v) => v !== undefined && typeof v !== 'boolean')
    .map((v) => (typeof v === 'number' ? num(lang, v) : isLabel(v) ? v[lang] : inQuotes(lang, String(v))));
}

function spokenMessage(where: string, id: string, said: Said, differs: string): Spoken {
  const [en, it, ro] = (['en', 'it', 'ro'] as const).map((lang) => render(said, lang));
  return {
    where,
    id: differs ? `${id} · ${differs}` : id,
    en,
    it,
    ro,
    values: { en: quoted(said.params, 'en'), it: quoted(said.params, 'it'), ro: quoted(said.params, 'ro') },
  };
}

/**
 * Whether a message counts with the number in `key`: its words change with it (said with each count, it reads otherwise
 * than said with 9991, a number of every language's "other" form, with the count written in its place), or English
 * puts a noun after it ("3 times", where Romanian must write "de 20 de ori" even if the message forgot to).
 */
function counts(said: Said, key: string): boolean {
  const at = (n: number, lang: Lang) => render({ ...said, params: { ...(said.params as object), [key]: n } }, lang);
  try {
    if (
      /9991 (?!(of|to|or|and|in|on|at|from|but|is|are|was|for|has|have|with|without|after|before|than|share|qualify)\b)\p{L}{2,}/u.test(
        at(9991, 'en'),
      )
    )
      return true;
    return (['en', 'it', 'ro'] as const).some((lang) => {
      const other = at(9991, lang);
      return COUNTS.some((n) => at(n, lang) !== other.split(num(lang, 9991)).join(num(lang, n)));
    });
  } catch {
    return false;
  }
}

/** Every message of every catalogue: its values (or the variants of scripts/messages/variants.ts), then each count at 1, 2, 20, 101. */
function messages(): Spoken[] {
  return CATALOGS.flatMap(({ folder, messages: catalog }) => {
    const say = sayer(catalog) as (id: string, params: unknown) => Said;
    const said = Object.entries(catalog).flatMap(([id, entry]) => {
      const sets = VARIANTS[folder]?.[id] ?? [(entry as Entry<unknown>).example];
      const first = sets[0] as Record<string, unknown>;
      const differs = (p: Record<string, unknown>) =>
        Object.keys(p)
          .filter((k) => shown(p[k]) !== shown(first[k]))
          .map((k) => `${k}=${shown(p[k])}`)
          .join(', ');
      const rows = sets.map((p) => spokenMessage(`messages: ${folder}`, id, say(id, p), differs(p as Record<string, unknown>)));
      const base = say(id, first);
      const plural = Object.keys(first).filter((k) => typeof first[k] === 'number' && counts(base, k));
      return [
        ...rows,
        ...plural.flatMap((k) =>
          COUNTS.filter((n) => !sets.some((p) => shown({ ...first, [k]: n }) === shown(p))).map((n) =>
            spokenMessage(`messages: ${folder}`, id, say(id, { ...first, [k]: n }), `${k}=${n}`),
          ),
        ),
      ];
    });
    return ownedBy(folder, said);
  });
}

const word = (where: string, id: string, it: string, ro: string): Spoken => ({ where, id, en: id, it, ro, values: NO_VALUES });

/** The words of the standings and seatings, the settings' words, CARC_EXPLAIN's nouns, the stages and the counted nouns. */
function words(): Spoken[] {
  const table = (where: string, t: Readonly<Record<string, Words>>) => Object.entries(t).map(([id, w]) => word(where, id, w.it, w.ro));
  const nouns = Object.entries({ PLAYER, TABLE, GAME, PROBLEM, WARNING, ROW }).flatMap(([name, noun]) =>
    COUNTS.map((n) => ({
      where: 'counted nouns',
      id: `${name.toLowerCase()} · ${n}`,
      en: count('en', n, noun.en),
      it: count('it', n, noun.it),
      ro: count('ro', n, noun.ro),
      values: NO_VALUES,
    })),
  );
  const stages = Object.entries(STAGE_WORDS).flatMap(([id, w]) => [
    { where: 'stages', id: `${id} (the stage)`, en: w.en, it: w.it, ro: w.ro, values: NO_VALUES },
    { where: 'stages', id: `${id} (one game of it)`, en: w.game.en, it: w.game.it, ro: w.game.ro, values: NO_VALUES },
  ]);
  const templates = [
    ...GAMES.flatMap((g) => [[g.id, g.template, g.id] as const, ...(g.log ? [[`${g.id} log`, g.log.template, g.id] as const] : [])]),
    ['roster', ROSTER_TEMPLATE, 'shared'] as const,
  ].flatMap(([id, t, folder]) =>
    ownedBy(folder, [
      { where: 'New tournament', id: `${id}: sheet`, en: t.sheet, it: t.words.it.sheet, ro: t.words.ro.sheet, values: NO_VALUES },
      ...(t.words.it.title
        ? [
            {
              where: 'New tournament',
              id: `${id}: title`,
              en: t.title,
              it: t.words.it.title,
              ro: t.words.ro.title ?? '',
              values: NO_VALUES,
            },
          ]
        : []),
      {
        where: 'New tournament',
        id: `${id}: headers`,
        en: t.headers.join(' · '),
        it: t.words.it.headers.join(' · '),
        ro: t.words.ro.headers.join(' · '),
        values: NO_VALUES,
      },
    ]),
  );
  const systems = Object.values(SCORING_SYSTEMS).flatMap((system) => [
    { where: 'scoring systems', id: `${system.id}: name`, en: system.name, it: system.name, ro: system.name, values: NO_VALUES },
    spokenMessage('scoring systems', `${system.id}: line`, system.description, ''),
    ...(typeof system.solo === 'string' ? [] : [spokenMessage('scoring systems', `${system.id}: solo`, system.solo, '')]),
  ]);
  return [
    ...ownedBy('diplomacy', systems),
    ...CATALOGS.flatMap((c) =>
      ownedBy(
        c.folder,
        Object.values(c.labels).map((l) => word('labels', l.en, l.it, l.ro)),
      ),
    ),
    ...FUNCTION_SETS.flatMap((g) =>
      ownedBy(
        g.id,
        settingWordsOf(g).map((l) => word('setting words', l.en, l.it, l.ro)),
      ),
    ),
    ...ownedBy('carcassonne', table('CARC_EXPLAIN nouns', ITEM_WORDS)),
    ...stages,
    ...nouns,
    ...templates,
  ];
}

/** A words table of an adapter, each sentence said: strings as they are, functions with their calls (scripts/messages/calls.ts). */
function wordsTable<T extends object>(where: string, table: Readonly<Record<Lang, T>>, calls: Calls<T> | Record<string, never>): Spoken[] {
  const walk = (path: string, en: unknown, it: unknown, ro: unknown): Spoken[] => {
    if (typeof en === 'string') return [{ where, id: path, en, it: String(it), ro: String(ro), values: NO_VALUES }];
    if (typeof en === 'function') {
      const key = path.split('.').pop() as string;
      const given = (calls as Record<string, readonly unknown[][] | ((lang: Lang) => readonly unknown[][])>)[key];
      const argsIn = (lang: Lang) => (typeof given === 'function' ? given(lang) : given) ?? [];
      return argsIn('en').map((_, k) => {
        const [e, i, r] = (['en', 'it', 'ro'] as const).map((lang, j) =>
          ([en, it, ro][j] as (...a: unknown[]) => string)(...argsIn(lang)[k]),
        );
        const values = Object.fromEntries(
          (['en', 'it', 'ro'] as const).map((lang) => [
            lang,
            argsIn(lang)
              [k].flatMap((a) => (Array.isArray(a) ? a : [a]))
              .filter((a) => typeof a === 'string' || typeof a === 'number')
              .map((a) => (typeof a === 'number' ? num(lang, a) : String(a))),
          ]),
        ) as Record<Lang, string[]>;
        return { where, id: `${path}(${argsIn('en')[k].map(shown).join(', ')})`, en: e, it: i, ro: r, values };
      });
    }
    return Object.keys(en as object).flatMap((k) =>
      walk(
        path ? `${path}.${k}` : k,
        (en as Record<string, unknown>)[k],
        (it as Record<string, unknown>)[k],
        (ro as Record<string, unknown>)[k],
      ),
    );
  };
  return walk('', table.en, table.it, table.ro);
}

/**
 * Every text Podium says to an organizer or a player, in English, Italian and Romanian, with realistic values: the
 * catalogues' messages, the labels and settings' words, the standings' sentences and the adapters' own words.
 * docs/messages.md is this list; the glossary's test (test/glossary.test.ts) reads it too.
 */
export function everyText(): Spoken[] {
  return [
    ...messages(),
    ...words(),
    ...wordsTable('menu', MENU_WORDS, {}),
    ...wordsTable('sidebar', SIDEBAR_WORDS, SIDEBAR_CALLS),
    ...wordsTable('sidebar server and refresh', SERVER_WORDS, SERVER_CALLS),
    ...wordsTable('live page', LIVE_WORDS, LIVE_CALLS),
    ...wordsTable('sidebar: reports', REPORT_SIDEBAR_WORDS, REPORT_SIDEBAR_CALLS),
    ...wordsTable('live page: reports', PHONE_REPORT_WORDS, PHONE_REPORT_CALLS),
    ...wordsTable('server: reports', REPORT_WORDS, REPORT_CALLS),
    ...wordsTable('command line', CLI_WORDS, CLI_CALLS),
  ];
}
