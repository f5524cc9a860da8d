import { fold } from '../shared/text';

/** The seven powers, in the board's usual order, with the names organizers type (English, Italian, initial). */
export const POWERS = [
  { name: 'Austria', also: ['Austria', 'A'] },
  { name: 'England', also: ['Inghilterra', 'E'] },
  { name: 'France', also: ['Francia', 'F'] },
  { name: 'Germany', also: ['Germania', 'G'] },
  { name: 'Italy', also: ['Italia', 'I'] },
  { name: 'Russia', also: ['Russia', 'R'] },
  { name: 'Turkey', also: ['Turchia', 'T'] },
] as const;

export type Power = (typeof POWERS)[number]['name'];

/** The power a cell names, or undefined when it names none. */
export function powerNamed(text: string): Power | undefined {
  return POWER_NAMES.get(fold(text));
}

/** Every name a power answers to, folded: one look-up per cell. */
const POWER_NAMES = new Map<string, Power>(POWERS.flatMap((p) => [p.name, ...p.also].map((n): [string, Power] => [fold(n), p.name])));
