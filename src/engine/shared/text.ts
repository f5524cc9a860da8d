/** Lower case without accents (Unicode NFD without combining marks), spaces trimmed and collapsed. */
export function fold(text: string): string {
  // plain ASCII has no accents to take off: it skips the Unicode normalisation, the costly part
  const bare = NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return bare.toLowerCase().trim().replace(/\s+/g, ' ');
}
const NON_ASCII = /[^\x00-\x7f]/;

/** A player's identity: the name trimmed, inner spaces collapsed. */
export function playerName(text: unknown): string {
  return String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');
}

function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/**
 * Alphabetical order of names, the same on every machine (no Intl collation): folded names by code points,
 * then names as written, by code points.
 */
export function compareNames(a: string, b: string): number {
  return compareCodePoints(fold(a), fold(b)) || compareCodePoints(a, b);
}
