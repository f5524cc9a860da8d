/** Lower case without accents (Unicode NFD without combining marks), spaces trimmed and collapsed. */
export function fold(text: string): string {
  // plain ASCII has no accents to take off: it skips the Unicode normalisation, the costly part
  const bare = NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return bare.toLowerCase().trim().replace(/\s+/g, ' ');
}
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * How many letters must be added, taken away or changed to make one text the other (Levenshtein's distance): for
 * a message to list first the value a typo meant. Quadratic: for short texts only.
 */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** A player's identity: the name trimmed, inner spaces collapsed. */
export function playerName(text: unknown): string {
  return String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Code-point order without making arrays: UTF-16 units agree with it except where a surrogate meets a high unit. */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const surrogate = (u: number) => u >= 0xd800 && u <= 0xdfff;
    return surrogate(x) || surrogate(y) ? (a.codePointAt(i) as number) - (b.codePointAt(i) as number) : x - y;
  }
  return a.length - b.length;
}

/** Folded names, kept while a ranking compares the same names many times (bounded, then started afresh). */
const FOLDED = new Map<string, string>();
function folded(name: string): string {
  let f = FOLDED.get(name);
  if (f === undefined) {
    if (FOLDED.size > 100_000) FOLDED.clear();
    f = fold(name);
    FOLDED.set(name, f);
  }
  return f;
}

/**
 * Alphabetical order of names, the same on every machine (no Intl collation): folded names by code points,
 * then names as written, by code points.
 */
export function compareNames(a: string, b: string): number {
  return compareCodePoints(folded(a), folded(b)) || compareCodePoints(a, b);
}

/**
 * Sorts by name in the order of compareNames, folding each name once (a sort compares each name many times).
 * Stable, so items of one name keep their order.
 */
export function sortByName<T>(items: T[], nameOf: (item: T) => string): T[] {
  const keyed = items.map((item, i) => ({ item, i, name: nameOf(item), key: folded(nameOf(item)) }));
  keyed.sort((a, b) => compareCodePoints(a.key, b.key) || compareCodePoints(a.name, b.name) || a.i - b.i);
  return keyed.map((k) => k.item);
}
