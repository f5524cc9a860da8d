import { clip, fitsAProblem } from '../i18n/errors';
import { isLang, type Lang } from '../i18n/lang';
import type { Said, Text } from '../i18n/message';
import type { Label } from '../i18n/words';
import { type Arg, isBlank, isGrid } from './cells';
import { say } from './messages';
import { hasOwn } from './own';
import { mostThatFit, PodiumError } from './problems';
import { editDistance } from './text';

/** One setting of a game: what the sidebar calls it, what it may be, and which functions read it. */
export interface SettingSpec {
  /** The organizer's words for it, shown in the sidebar. */
  label: Label;
  /** The allowed values, the default (the seed's rule) first; for a chain, the ids it puts in order. */
  values: readonly string[];
  /** A chain: ids of `values` joined by `>`, each at most once, in the order they apply. */
  chain?: { default: string /** Where every step is listed, when they are too many for a message. */; listedIn?: string };
  /** The functions that read it; every function of the game accepts it and the others ignore it. */
  usedBy: readonly string[];
  /** Words per value for the sidebar, where a value needs more than its id: a name, and a line on what it does. */
  describe?: Readonly<Record<string, ValueWords>>;
  /** The results this setting matters for, when not all (`placement`: Carcassonne's tables of 3–4): the sidebar hides it otherwise. */
  mode?: string;
  /** A whole number between these, typed rather than picked (the sidebar's number field; blank is the first value). */
  whole?: { min: number; max: number };
  /** Further values accepted beyond those listed (`best-12`, `100-50-20-10`), and how to say their shape. */
  accepts?: { test(value: string): boolean; shape: Text };
  /** A preset: each value stands for a settings text, which settings written beside it override (docs/formats.md). */
  presets?: Readonly<Record<string, Preset>>;
  /** The function that lists every value, for a message too short to hold them all (Diplomacy's systems: DIP_SYSTEMS). */
  listedBy?: string;
}

/** What the sidebar says of a value: its name (a scoring system's is its own) and a line on what it does. */
export interface ValueWords {
  name: Label;
  line?: Label | Said;
}

/** A championship's format: its name, whose rules and which year, and the settings it stands for. */
export interface Preset {
  name: Label;
  source: Label;
  settings: string;
}

/** The sidebar's words for each value of a setting: a preset's name and source, a system's name and line. */
export function valueWords(spec: SettingSpec): Record<string, ValueWords> {
  if (spec.presets) return Object.fromEntries(Object.entries(spec.presets).map(([id, p]) => [id, { name: p.name, line: p.source }]));
  return { ...spec.describe };
}

export type SettingsSchema = Readonly<Record<string, SettingSpec>>;
export type Settings<S extends SettingsSchema> = {
  [K in keyof S]: S[K] extends { chain: object }
    ? S[K]['values'][number][]
    : S[K] extends { accepts: object }
      ? string
      : S[K]['values'][number];
};

const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export function defaultValue(spec: SettingSpec): string {
  return spec.chain ? spec.chain.default : spec.values[0];
}

/**
 * How much of what the organizer wrote a settings message quotes, so that the message keeps within its bound
 * (docs/conventions.md#long-values) with every value listed that fits.
 */
const WRITTEN = 40;
/** A chain's message quotes twice (the chain, the step): the steps it lists keep within this many characters. */
const CHAIN_LISTED = 80;

/** The keys a game's settings know, without their values (an unknown value's message lists its key's): a short message. */
function known(schema: SettingsSchema): string {
  return Object.keys(schema).join(', ');
}

/**
 * A key's values for the message on `written`, a value it does not take: all of them; or, where they are too many and
 * a function lists them all (Diplomacy's systems: DIP_SYSTEMS), as many as the message's bound holds, the nearest
 * to what was written first (`manorconv2`: manorcon-v2), and how many more.
 */
function notAllowed(key: string, written: string, spec: SettingSpec): Said {
  const value = clip(written, WRITTEN);
  const all = say('settingNotAllowed', { key, value, allowed: [...spec.values], shape: spec.accepts?.shape });
  const { listedBy } = spec;
  if (!listedBy || fitsAProblem(all)) return all;
  const bare = (text: string) => squeeze(text).replace(/-/g, '');
  const typed = bare(value);
  // near: a third of the letters changed at most; the others keep their order (the default first)
  const near = (v: string) => {
    const d = editDistance(typed, bare(v));
    return d <= Math.ceil(typed.length / 3) ? d : Number.POSITIVE_INFINITY;
  };
  const nearest = spec.values
    .map((v, order) => ({ v, order, distance: near(v) }))
    .sort((a, b) => (a.distance === b.distance ? a.order - b.order : a.distance - b.distance))
    .map((x) => x.v);
  const listing = (n: number) => {
    const more = say('moreValues', { count: spec.values.length - n, listedBy });
    return say('settingNotAllowed', { key, value, allowed: nearest.slice(0, n), shape: more });
  };
  return mostThatFit(nearest.length, listing);
}

/**
 * A message quoting what the organizer wrote beside every key a game knows: the quote cut shorter where the keys are
 * many (Carcassonne's), so that the message keeps within its bound with every key listed.
 */
function quoting(written: string, message: (quoted: string) => Said): Said {
  const said = message(clip(written, WRITTEN));
  return fitsAProblem(said) ? said : message(clip(written, WRITTEN / 2));
}

/** A chain's steps for a message: all of them, or, where a page lists them, those that fit and how many more. */
function stepsOf(spec: SettingSpec): Text {
  const all = spec.values.join(', ');
  const listedIn = spec.chain?.listedIn;
  if (all.length <= CHAIN_LISTED || !listedIn) return all;
  const fit: string[] = [];
  for (const v of spec.values) {
    if ([...fit, v].join(', ').length > CHAIN_LISTED) break;
    fit.push(v);
  }
  return say('someSteps', { steps: fit.join(', '), more: spec.values.length - fit.length, listedIn });
}

/** A chain such as `buchholz>difference>points`: known ids, each once, at least one. */
function readChain(key: string, written: string, spec: SettingSpec): string[] | Said {
  const ids = squeeze(written).split('>');
  const bad = ids.find((id) => !spec.values.includes(id));
  const steps = stepsOf(spec);
  const quoted = clip(written, WRITTEN);
  if (bad === '') return say('chainEmptyStep', { key, written: quoted, steps });
  if (bad !== undefined) return say('chainBadStep', { key, written: quoted, step: clip(bad, WRITTEN), steps });
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return say('chainStepTwice', { key, written: quoted, step: twice });
  return ids;
}

/** `"three=5-3-1; share=pooled"`: key=value pairs separated by `;` or `,`, case- and space-insensitive. */
export function readSettings<S extends SettingsSchema>(fn: string, text: Arg | undefined, schema: S): Settings<S> {
  // made whole at once, never key by key: V8 keeps an object of ~20 keys stored one computed key at a time as a slow
  // dictionary, and the standings read their settings once a table (a 2,000-player call's settled run paid ~30%)
  const settings: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(schema).map(([key, spec]) => [key, spec.chain ? spec.chain.default.split('>') : spec.values[0]]),
  );
  if (isBlank(text)) return settings as Settings<S>;
  const problem = (message: Text) => new PodiumError(fn, [{ column: 'settings', message }]);
  if (isGrid(text)) {
    const [key, spec] = Object.entries(schema)[0];
    throw problem(say('settingsRange', { example: `${key}=${spec.values[1] ?? spec.values[0]}` }));
  }
  const given = readPairs(String(text), schema, problem);
  // a preset first, then what is written beside it, whatever the order they are written in
  for (const [key, value] of given) {
    const preset = schema[key].presets?.[value as string];
    if (preset) for (const [k, v] of readPairs(preset.settings, schema, problem)) settings[k] = v;
  }
  for (const [key, value] of given) settings[key] = value;
  return settings as Settings<S>;
}

/** The pairs of a settings text, each checked against the schema. */
function readPairs(text: string, schema: SettingsSchema, problem: (message: Text) => Error): Map<string, string | string[]> {
  const given = new Map<string, string | string[]>();
  for (const pair of text.split(/[;,]/)) {
    if (isBlank(pair)) continue;
    const [rawKey, rawValue, ...rest] = pair.split('=');
    const key = squeeze(rawKey);
    if (rawValue === undefined || rest.length > 0)
      throw problem(quoting(pair.trim(), (quoted) => say('settingNotPair', { pair: quoted, known: known(schema) })));
    if (!hasOwn(schema, key))
      throw problem(quoting(rawKey.trim(), (quoted) => say('settingUnknown', { key: quoted, known: known(schema) })));
    if (given.has(key)) throw problem(say('settingTwice', { key }));
    given.set(key, readValue(key, rawValue, schema[key], problem));
  }
  return given;
}

/** One setting's value as written, checked: a chain of steps, or one of its values (or of the shape it accepts). */
function readValue(key: string, rawValue: string, spec: SettingSpec, problem: (message: Text) => Error): string | string[] {
  if (spec.chain) {
    const chain = readChain(key, rawValue.trim(), spec);
    if (!Array.isArray(chain)) throw problem(chain);
    return chain;
  }
  const value = squeeze(rawValue);
  if (spec.values.includes(value) || spec.accepts?.test(value)) return value;
  throw problem(notAllowed(key, rawValue.trim(), spec));
}

/** Every setting's value under a preset, as text: what the sidebar's Format choice fills in (docs/formats.md). */
export function presetValues(schema: SettingsSchema, key: string, id: string): Record<string, string> {
  const settings = readSettings('', `${key}=${id}`, schema) as Record<string, string | string[]>;
  // a format is rules: it never changes the language the standings are told in
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([k]) => k !== 'lang')
      .map(([k, v]) => [k, Array.isArray(v) ? v.join('>') : v]),
  );
}

/** The key=value pairs a settings text writes out, unchecked: keys squeezed, values trimmed. */
function writtenPairs(text: Arg | undefined): [string, string][] {
  if (isBlank(text) || isGrid(text)) return [];
  return String(text)
    .split(/[;,]/)
    .map((pair): [string, string] => [squeeze(pair.split('=')[0]), pair.split('=').slice(1).join('=').trim()])
    .filter(([key]) => Boolean(key));
}

/** The keys a settings text writes out (read after readSettings has checked it): where a default depends on them. */
export function writtenKeys(text: Arg | undefined): Set<string> {
  return new Set(writtenPairs(text).map(([key]) => key));
}

/** The value a settings text writes for `key`, unchecked: what an error's language is read from, before the check. */
export function writtenValue(text: Arg | undefined, key: string): string | undefined {
  return writtenPairs(text).find(([k]) => k === key)?.[1];
}

/** The language a settings text names with `lang=`, when it is one of Podium's, even in settings wrong elsewhere. */
export function writtenLang(text: Arg | undefined): Lang | undefined {
  const written = writtenValue(text, 'lang')?.toLowerCase();
  return isLang(written) ? written : undefined;
}

/**
 * A settings text told in `lang` when one is given (the command line's --lang beats the settings' lang=: docs/languages.md):
 * its own lang= pairs left out, the language's put after the rest, every other pair as written (so that its error, if
 * it has one, is the same). Without a language, or for a range (the settings' own error), the text as it is.
 */
export function inLang(text: Arg | undefined, lang: Lang | undefined): Arg | undefined {
  if (lang === undefined || isGrid(text)) return text;
  const pairs = isBlank(text) ? [] : String(text).split(/[;,]/);
  const rest = pairs.filter((pair) => !isBlank(pair) && !(pair.includes('=') && squeeze(pair.split('=')[0]) === 'lang'));
  return [...rest, `lang=${lang}`].join(';');
}
