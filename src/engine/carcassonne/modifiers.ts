import type { Said } from '../i18n/message';
import { showCell } from '../shared/cells';
import { Breach, mostThatFit } from '../shared/problems';
import { fold } from '../shared/text';
import { MAX_COUNT } from './bounds';
import type { Feature } from './feature';
import { say } from './messages';

const ALL: Feature[] = ['road', 'city', 'monastery', 'field', 'garden', 'babayaga', 'germancastle', 'germancathedral'];

/**
 * The modifier tokens of docs/carcassonne.md#modifiers: the features each applies to and the names organizers may type (the seed's
 * Romanian and Italian among them). A count follows the token; a missing count is 1.
 */
export interface ModifierToken {
  token: string;
  features: Feature[];
  also?: string[];
}

export const TOKENS: ModifierToken[] = [
  { token: 'inn', features: ['road', 'germancathedral'], also: ['inns', 'han', 'locanda'] },
  { token: 'gc end', features: ['road'], also: ['german cathedral end', 'catedrala germana'] },
  { token: 'gc segments', features: ['road'], also: ['german cathedral segments'] },
  { token: 'long road', features: ['road'], also: ['drum lung'] },
  { token: 'street fair', features: ['road'], also: ['targ din strada'] },
  { token: 'peasant uprising', features: ['road'], also: ['rascoala de tarani'] },
  { token: 'labyrinth', features: ['road'], also: ['labirint'] },
  { token: 'sent to leipzig', features: ['road'], also: ['leipzig'] },
  { token: 'cathedral', features: ['city'], also: ['cathedrals', 'catedrala', 'cattedrale'] },
  { token: 'cathars', features: ['city'], also: ['siege', 'besiegers', 'catari', 'asediu', 'asediatori'] },
  { token: 'siege tile', features: ['city'] },
  { token: 'bad neighbourhood', features: ['city'], also: ['bad neighborhood', 'vecinatate proasta'] },
  { token: 'wealth', features: ['city', 'monastery'], also: ['bogatie'] },
  { token: 'darmstadtium', features: ['city'] },
  { token: 'mage', features: ['road', 'city'], also: ['magician', 'mago'] },
  { token: 'witch', features: ['road', 'city'], also: ['vrajitoare', 'strega'] },
  { token: 'poverty', features: ['road', 'city'], also: ['saracie'] },
  { token: 'german castle', features: ['road', 'city'], also: ['german castles', 'castel german'] },
  { token: 'bathhouse', features: ['road', 'city'], also: ['casa de baie'] },
  { token: 'shed', features: ALL, also: ['sopron'] },
  { token: 'house', features: ALL, also: ['casa'] },
  { token: 'tower', features: ALL, also: ['turn'] },
  { token: 'little', features: ALL, also: ['little building', 'little buildings', 'constructie mica'] },
  { token: 'hermit', features: ['monastery'], also: ['hermit monastery', 'manastire pustnica'] },
  { token: 'pilgrimage', features: ['monastery'], also: ['pilgrimage route'] },
  { token: 'vineyard', features: ['monastery'], also: ['vineyards'] },
  { token: 'challenge lost', features: ['monastery'] },
  { token: 'barn', features: ['field'] },
  { token: 'connected', features: ['field'] },
  { token: 'pig', features: ['field'], also: ['maiale'] },
  { token: 'pig herd', features: ['field'], also: ['pig-herd'] },
  { token: 'besieged', features: ['field'] },
];

/** The tokens of one modifier text, each with its counts (a bathhouse keeps each number it is given). */
export class Modifiers {
  constructor(private readonly counts: Map<string, number[]>) {}

  /** How many different tokens were given. */
  get size(): number {
    return this.counts.size;
  }

  has(token: string): boolean {
    return this.counts.has(token);
  }
  /** The token's count (summed when repeated); 0 when absent. */
  count(token: string): number {
    return (this.counts.get(token) ?? []).reduce((a, b) => a + b, 0);
  }
  /** Each count the token was given, for tokens repeated with different numbers (bathhouse 3, bathhouse 2). */
  each(token: string): number[] {
    return this.counts.get(token) ?? [];
  }
}

const NAMES = TOKENS.map((t) => t.token);

/** A modifier Podium does not know, and the ones it knows: as many as the message's bound holds, then `…` (SPEC §12.12). */
function unknownModifier(written: string): Said {
  const value = showCell(written);
  const known = (n: number) => (n < NAMES.length ? `${NAMES.slice(0, n).join(', ')}, …` : NAMES.join(', '));
  return mostThatFit(NAMES.length, (n) => say('unknownModifier', { value, known: known(n) }));
}

/** Every name a token answers to, folded, to its entry: one look-up per token, however long the list. */
function byName(tokens: readonly ModifierToken[]): Map<string, ModifierToken> {
  const names = new Map<string, ModifierToken>();
  for (const t of tokens) for (const name of [t.token, ...(t.also ?? [])]) names.set(fold(name), t);
  return names;
}
const TOKEN_NAMES = byName(TOKENS);

const COUNT_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** A token as written: its name and its count (a number after the last space; 1 when there is none). */
function nameAndCount(written: string): { name: string; count: number } {
  const folded = fold(written);
  const space = folded.lastIndexOf(' ');
  const tail = space < 0 ? '' : folded.slice(space + 1);
  return COUNT_TEXT.test(tail) ? { name: folded.slice(0, space), count: Number(tail.replace(',', '.')) } : { name: folded, count: 1 };
}

/**
 * `"inn, witch, german castle 2, bathhouse 3"`: tokens separated by commas or semicolons, each with an optional
 * count. Linear in the text's length.
 */
export function readModifiers(text: unknown, feature: Feature, extra: readonly ModifierToken[] = []): Modifiers {
  const counts = new Map<string, number[]>();
  const names = extra.length ? new Map([...TOKEN_NAMES, ...byName(extra)]) : TOKEN_NAMES;
  const raw = text === undefined || text === null ? '' : String(text);
  for (const part of raw.split(/[;,]/)) {
    const written = part.trim();
    if (!written) continue;
    const { token, count } = readToken(written, names, feature);
    const seen = counts.get(token);
    if (seen) seen.push(count);
    else counts.set(token, [count]);
  }
  return new Modifiers(counts);
}

/** One modifier as written (`german castle 2`): a token Podium knows, for this feature, with a count it allows. */
function readToken(written: string, names: ReadonlyMap<string, ModifierToken>, feature: Feature): { token: string; count: number } {
  const { name, count } = nameAndCount(written);
  const entry = names.get(name);
  if (!entry) throw new Breach(unknownModifier(written));
  if (!entry.features.includes(feature))
    throw new Breach(say('modifierNotFor', { value: showCell(written), feature, features: [...entry.features] }));
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) throw new Breach(say('modifierCount', { value: showCell(written) }));
  return { token: entry.token, count };
}

/**
 * Modifier texts read once per distinct cell within one call: a column of 100 rows sharing one long cell parses it
 * once. A breach is remembered too and thrown again for each row it belongs to.
 */
export function modifierReader(feature: Feature, extra: readonly ModifierToken[] = []): (text: unknown) => Modifiers {
  const seen = new Map<string, Modifiers | Breach>();
  return (text) => {
    const key = text === undefined || text === null ? '' : String(text);
    let read = seen.get(key);
    if (read === undefined) {
      try {
        read = readModifiers(key, feature, extra);
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        read = e;
      }
      seen.set(key, read);
    }
    if (read instanceof Breach) throw read;
    return read;
  };
}
