import { fold, playerName } from '../text';

/** How a published page shows names (SPEC §13.1): as the results write them, or the first name and an initial. */
export type NamesChoice = 'as-written' | 'initial';
export const NAMES_CHOICES: readonly NamesChoice[] = ['as-written', 'initial'];

/**
 * `first name and initial` for every player at once: the first word and the last word's initial (`Franca V.`), a
 * one-word name as it is, and letters of the last word added until no two players share what is shown (`Franca Ve.`,
 * `Franca Vi.`). Two players who still meet with the whole last word (the same first and last words) are shown as
 * written, so that no two players ever look alike.
 */
export function shortNames(names: readonly string[], choice: NamesChoice): Map<string, string> {
  const players = [...new Set(names.map(playerName))];
  if (choice === 'as-written') return new Map(players.map((p) => [p, p]));
  const parts = players.map((p) => {
    const words = p.split(' ');
    return { p, first: words[0], last: words.length > 1 ? [...words[words.length - 1]] : [] };
  });
  const shown = (x: (typeof parts)[number], letters: number) =>
    x.last.length === 0
      ? x.p
      : letters >= x.last.length
        ? `${x.first} ${x.last.join('')}`
        : `${x.first} ${x.last.slice(0, letters).join('')}.`;
  const out = new Map<string, string>();
  let open = parts;
  for (let letters = 1; open.length; letters++) {
    const by = new Map<string, number>();
    for (const x of open) by.set(fold(shown(x, letters)), (by.get(fold(shown(x, letters))) ?? 0) + 1);
    const next: typeof parts = [];
    for (const x of open) {
      const unique = by.get(fold(shown(x, letters))) === 1 && !takenElsewhere(out, shown(x, letters));
      const whole = x.last.length === 0 || letters >= x.last.length;
      if (unique) out.set(x.p, shown(x, letters));
      else if (whole) out.set(x.p, x.p);
      else next.push(x);
    }
    open = next;
  }
  return out;
}

/** Whether a shortened name is already another player's (a one-word name `Ada` beside no one else is kept). */
function takenElsewhere(out: Map<string, string>, name: string): boolean {
  const f = fold(name);
  for (const v of out.values()) if (fold(v) === f) return true;
  return false;
}
