import { Arg, isBlank, isGrid } from './cells';
import { PodiumError } from './problems';

/** Each key with its allowed values; the first value is the default (the seed's rule). */
export type SettingsSchema = Record<string, readonly string[]>;
export type Settings<S extends SettingsSchema> = { [K in keyof S]: S[K][number] };

const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function known(schema: SettingsSchema): string {
  return Object.entries(schema)
    .map(([key, values]) => `${key}=${values.join('|')}`)
    .join(', ');
}

/** `"three=5-3-1; share=pooled"`: key=value pairs separated by `;` or `,`, case- and space-insensitive. */
export function readSettings<S extends SettingsSchema>(fn: string, text: Arg | undefined, schema: S): Settings<S> {
  const settings: Record<string, string> = {};
  for (const [key, values] of Object.entries(schema)) settings[key] = values[0];
  if (isBlank(text)) return settings as Settings<S>;
  if (isGrid(text)) throw new PodiumError(fn, [{ column: 'settings', message: `settings are one cell of text such as "${Object.keys(schema)[0]}=${schema[Object.keys(schema)[0]][1]}", not a range` }]);
  const given = new Set<string>();
  for (const pair of String(text).split(/[;,]/)) {
    if (isBlank(pair)) continue;
    const [rawKey, rawValue, ...rest] = pair.split('=');
    const key = squeeze(rawKey);
    const value = squeeze(rawValue ?? '');
    const problem = (message: string) => new PodiumError(fn, [{ column: 'settings', message }]);
    if (rawValue === undefined || rest.length > 0) throw problem(`setting "${pair.trim()}" is not key=value; known settings: ${known(schema)}`);
    if (!(key in schema)) throw problem(`unknown setting "${rawKey.trim()}"; known settings: ${known(schema)}`);
    if (given.has(key)) throw problem(`setting "${key}" is given twice`);
    if (!schema[key].includes(value))
      throw problem(`setting ${key}="${rawValue.trim()}" is not allowed; ${key} takes ${schema[key].join(' or ')}`);
    given.add(key);
    settings[key] = value;
  }
  return settings as Settings<S>;
}
