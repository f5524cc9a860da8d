import type { Said, Text } from '../i18n/message';
import { Breach } from '../shared/problems';
import type { ItemWord } from './itemWords';
import { say } from './messages';
import type { Modifiers } from './modifiers';
import type { CarcassonneSettings } from './settings';

/**
 * One line of an itemised breakdown. `points` is undefined for a line that only explains (long road: 5 tiles). Its
 * words are a message made only when CARC_EXPLAIN asks: scoring a column needs the points alone.
 */
export interface Item {
  text(): Text;
  readonly points?: number;
}

export interface Score {
  points: number;
  items: Item[];
}

/** The breakdown as CARC_EXPLAIN shows it: `7 tiles ×2 = 14 · 2 pennants ×2 = 4 · cathedral +9 · witch ½ → 14`. */
export const explanation = (score: Score): Said => say('explained', { items: score.items.map((i) => i.text()), points: score.points });

/** `7 tiles ×2 = 14`: a count at so many points each; `cathedral +9`: points for one thing (a modifier's token as written, or a message). */
export const times = (count: number, noun: ItemWord, each: number): Item => ({
  points: count * each,
  text: () => say('itemTimes', { count, noun, each, points: count * each }),
});
export const bonus = (label: Text, points: number): Item => ({ points, text: () => say('itemBonus', { label, points }) });
export const note = (text: Said): Item => ({ text: () => text });

/** A step of an order of application: the lines it adds, given what the feature is. */
export type Step<C> = (c: C) => Item[];

/** The witch: half of everything before her, rounded up (a negative sum rounds toward zero). */
export const WITCH = 'witch';

/**
 * Applies steps in order; the witch marker halves what precedes it, and the steps after her are never halved.
 * This is the order of docs/carcassonne.md#roads-and-cities as data: the arrays in the feature files read like the seed's rows.
 */
export function applySteps<C>(c: C, steps: (Step<C> | typeof WITCH)[], hasWitch: boolean): Score {
  const items: Item[] = [];
  let points = 0;
  for (const step of steps) {
    if (step === WITCH) {
      if (!hasWitch) continue;
      // half, rounded up; a negative sum rounds toward zero (+ 0 turns −0 into 0). Her item is what she takes.
      const halved = Math.ceil(points / 2) + 0;
      items.push(bonus('witch', halved - points));
      points = halved;
      continue;
    }
    for (const item of step(c)) {
      items.push(item);
      points += item.points ?? 0;
    }
  }
  return { points, items };
}

const LITTLE_VALUES: Record<CarcassonneSettings['little'], Record<string, number>> = {
  basic: { shed: 1, house: 1, tower: 1, little: 1 },
  variant: { shed: 1, house: 2, tower: 3 },
};

/** Little buildings on the feature: +1 each under the basic rules; shed +1, house +2, tower +3 under the variant. */
export function littleBuildings(mods: Modifiers, settings: CarcassonneSettings): Item[] {
  const values = LITTLE_VALUES[settings.little];
  if (settings.little === 'variant' && mods.has('little')) throw new Breach(say('littleUnderVariant'));
  return ['shed', 'house', 'tower', 'little']
    .filter((kind) => mods.count(kind) > 0)
    .map((kind) =>
      times(
        mods.count(kind),
        kind === 'little' ? 'little buildings' : (`${kind}${mods.count(kind) === 1 ? '' : 's'}` as ItemWord),
        values[kind],
      ),
    );
}
