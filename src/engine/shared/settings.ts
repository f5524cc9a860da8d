import { type Arg, isBlank, isGrid } from './cells';
import { hasOwn } from './own';
import { PodiumError } from './problems';

/** One setting of a game: what the sidebar calls it, what it may be, and which functions read it. */
export interface SettingSpec {
  /** The organizer's words for it, shown in the sidebar. */
  label: string;
  /** The allowed values, the default (the seed's rule) first; for a chain, the ids it puts in order. */
  values: readonly string[];
  /** A chain: ids of `values` joined by `>`, each at most once, in the order they apply. */
  chain?: { default: string };
  /** The functions that read it; every function of the game accepts it and the others ignore it. */
  usedBy: readonly string[];
  /** One line per value for the sidebar, where a value needs more than its id (a scoring system's name). */
  describe?: Readonly<Record<string, string>>;
  /** Further values accepted beyond those listed (`best-12`), and how to say their shape. */
  accepts?: { pattern: RegExp; shape: string };
}

export type SettingsSchema = Readonly<Record<string, SettingSpec>>;
export type Settings<S extends SettingsSchema> = {
  [K in keyof S]: S[K] extends { chain: object } ? S[K]['values'][number][] : S[K]['values'][number];
};

const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export function defaultValue(spec: SettingSpec): string {
  return spec.chain ? spec.chain.default : spec.values[0];
}

function known(schema: SettingsSchema): string {
  return Object.entries(schema)
    .map(([key, spec]) => `${key}=${spec.values.join(spec.chain ? '>' : '|')}`)
    .join(', ');
}

/** A chain such as `buchholz>difference>points`: known ids, each once, at least one. */
function readChain(key: string, written: string, spec: SettingSpec): string[] | string {
  const ids = squeeze(written).split('>');
  const bad = ids.find((id) => !spec.values.includes(id));
  if (bad !== undefined)
    return `setting ${key}="${written}": ${bad === '' ? 'an empty step' : `"${bad}" is not a step`}; ${key} orders ${spec.values.join(', ')}, joined by >`;
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return `setting ${key}="${written}": ${twice} is given twice; each step at most once`;
  return ids;
}

/** `"three=5-3-1; share=pooled"`: key=value pairs separated by `;` or `,`, case- and space-insensitive. */
export function readSettings<S extends SettingsSchema>(fn: string, text: Arg | undefined, schema: S): Settings<S> {
  const settings: Record<string, string | string[]> = {};
  for (const [key, spec] of Object.entries(schema)) settings[key] = spec.chain ? spec.chain.default.split('>') : spec.values[0];
  if (isBlank(text)) return settings as Settings<S>;
  const problem = (message: string) => new PodiumError(fn, [{ column: 'settings', message }]);
  if (isGrid(text)) {
    const [key, spec] = Object.entries(schema)[0];
    throw problem(`settings are one cell of text such as "${key}=${spec.values[1] ?? spec.values[0]}", not a range`);
  }
  const given = new Set<string>();
  for (const pair of String(text).split(/[;,]/)) {
    if (isBlank(pair)) continue;
    const [rawKey, rawValue, ...rest] = pair.split('=');
    const key = squeeze(rawKey);
    const value = squeeze(rawValue ?? '');
    if (rawValue === undefined || rest.length > 0)
      throw problem(`setting "${pair.trim()}" is not key=value; known settings: ${known(schema)}`);
    if (!hasOwn(schema, key)) throw problem(`unknown setting "${rawKey.trim()}"; known settings: ${known(schema)}`);
    if (given.has(key)) throw problem(`setting "${key}" is given twice`);
    const spec = schema[key];
    if (spec.chain) {
      const chain = readChain(key, rawValue.trim(), spec);
      if (typeof chain === 'string') throw problem(chain);
      settings[key] = chain;
    } else if (!spec.values.includes(value) && !spec.accepts?.pattern.test(value)) {
      throw problem(
        `setting ${key}="${rawValue.trim()}" is not allowed; ${key} takes ${spec.values.join(' or ')}${spec.accepts ? ` or ${spec.accepts.shape}` : ''}`,
      );
    } else settings[key] = value;
    given.add(key);
  }
  return settings as Settings<S>;
}
