import type { Label } from '../i18n/words';
import { fold } from '../shared/text';

/**
 * The seven powers, in the board's usual order: the English name, which cells that formulas compare keep (Power,
 * DIP_BESTCOUNTRY: docs/languages.md), the Italian and Romanian names messages say, and the other names organizers
 * type (the empire's full name, the initial). Every name is read with or without its diacritics (`Franta`).
 */
export const POWERS = [
  { name: 'Austria', it: 'Austria', ro: 'Austria', also: ['Austria-Hungary', 'Austria-Ungheria', 'Austro-Ungaria', 'A'] },
  { name: 'England', it: 'Inghilterra', ro: 'Anglia', also: ['E'] },
  { name: 'France', it: 'Francia', ro: 'Franța', also: ['F'] },
  { name: 'Germany', it: 'Germania', ro: 'Germania', also: ['G'] },
  { name: 'Italy', it: 'Italia', ro: 'Italia', also: ['I'] },
  { name: 'Russia', it: 'Russia', ro: 'Rusia', also: ['R'] },
  { name: 'Turkey', it: 'Turchia', ro: 'Turcia', also: ['T'] },
] as const;

export type Power = (typeof POWERS)[number]['name'];

/** The power a cell names, or undefined when it names none. */
export function powerNamed(text: string): Power | undefined {
  return POWER_NAMES.get(fold(text));
}

/** Every name a power answers to, folded: one look-up per cell. */
const POWER_NAMES = new Map<string, Power>(
  POWERS.flatMap((p) => [p.name, p.it, p.ro, ...p.also].map((n): [string, Power] => [fold(n), p.name])),
);

/** Each power's name in every language, for a reader in any of them (the live page). */
export const POWER_WORDS = Object.fromEntries(POWERS.map((p) => [p.name, { en: p.name, it: p.it, ro: p.ro }])) as Record<Power, Label>;

/** A power's name in every language, for a reader in any of them (the live page); undefined for a cell naming none. */
export function powerWords(text: string): Label | undefined {
  const power = powerNamed(text);
  return power && POWER_WORDS[power];
}
