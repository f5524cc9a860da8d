/**
 * 244 random bits as 64 hex digits: two of Google's version-4 UUIDs (122 random bits each; java.util.UUID.randomUUID,
 * which Java documents as made by "a cryptographically strong pseudo random number generator").
 */
export const randomSecret = () => `${Utilities.getUuid()}${Utilities.getUuid()}`.replace(/-/g, '');

/** The same text, compared in a time that does not depend on where two texts first differ. */
export function same(a: string, b: string): boolean {
  let differ = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) differ |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return differ === 0;
}
