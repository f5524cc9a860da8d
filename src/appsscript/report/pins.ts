import { fold, playerName } from '../../engine/shared/text';
import { randomSecret, same } from '../live/secret';
import type { Secret } from './store';

/**
 * A player's PIN (SPEC §15.3): HMAC-SHA256(key, tournament | reissue count | folded name), its first four bytes read
 * as an unsigned whole number, modulo 10⁶, as six digits. Apps Script's Utilities.computeHmacSha256Signature(value,
 * key, charset) "signs the provided value using HMAC-SHA256 with the given key and character set" and answers Java's
 * signed bytes (−128…127: developers.google.com/apps-script/reference/utilities/utilities; users read them with
 * `b < 0 ? b + 256 : b`, e.g. gist.github.com/tanaikech/97a2787db7be94180a64e1f4c194d415). The bias of 2³² mod 10⁶
 * is below 3·10⁻⁴ relative (research/reporting.md §1.5). The name is folded as Find me folds it, so that a name
 * retyped with other capitals or accents keeps its PIN.
 */
export function pinOf(secret: Secret, t: string, name: string): string {
  const folded = fold(playerName(name));
  const bytes = Utilities.computeHmacSha256Signature(`${t}|${secret.v[folded] ?? 0}|${folded}`, secret.k, Utilities.Charset.UTF_8);
  const n = ((bytes[0] & 255) * 2 ** 24 + ((bytes[1] & 255) << 16) + ((bytes[2] & 255) << 8) + (bytes[3] & 255)) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** Whether a PIN sent is this player's, compared in a time that does not tell how much of it was right. */
export const isPinOf = (secret: Secret, t: string, name: string, pin: string) => same(pin, pinOf(secret, t, name));

/** A new key: 244 random bits (SPEC §15.3 asks at least 240), no reissue yet. */
export const newSecret = (): Secret => ({ k: randomSecret(), v: {} });

/** A player's next PIN (a lost card): the reissue count one more. */
export function reissued(secret: Secret, name: string): Secret {
  const folded = fold(playerName(name));
  return { ...secret, v: { ...secret.v, [folded]: (secret.v[folded] ?? 0) + 1 } };
}
