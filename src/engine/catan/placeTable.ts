import type { Text } from '../i18n/message';
import { finishingGroups, type Placing, sharePlaces } from '../shared/ranking';
import { breaches, type Rule } from '../shared/rules';
import { say } from './messages';
import { tableSizeRule } from './recordRules';
import { type CatanSettings, roundPointsByPlace } from './settings';
import { VP_RANGE } from './victoryPoints';

/**
 * Game VP a player can have at all (docs/catan.md#tournament-standings): 2 to 22 in the base game, whose target is 10; a game played to
 * another target (13, 14) moves the top by as much (docs/formats.md).
 */
export function vpRule(target: number): Rule<number> {
  const max = VP_RANGE.max + target - 10;
  return {
    breached: (vp) => !Number.isInteger(vp) || vp < VP_RANGE.min || vp > max,
    message: (vp) => say('vpRange', { vp, least: VP_RANGE.min, most: max }),
  };
}

/** The VP rule of each target, made once: placeTable runs once per table of a column of thousands. */
const VP_RULES = new Map<number, readonly Rule<number>[]>();
function vpRules(target: number): readonly Rule<number>[] {
  let rules = VP_RULES.get(target);
  if (!rules) {
    rules = [vpRule(target)];
    VP_RULES.set(target, rules);
  }
  return rules;
}

/** A row's place at its table (the best of the positions shared; a declarer is 1st alone) and its round points. */
export type TablePlacing = Placing<number>;

export interface PlacedTable {
  placings: (TablePlacing | undefined)[];
  rowBreaches: Text[][];
  groupBreaches: Text[];
}

/**
 * Finishing positions and round points of one table: the declarer first when two or more players have the target
 * (10 VP) or more, the rest by VP; equal VP share their positions and split those positions' round points.
 */
export function placeTable(vps: number[], declared: boolean[], settings: CatanSettings): PlacedTable {
  const target = Number(settings.target);
  const rules = vpRules(target);
  const rowBreaches = vps.map((vp, i) => {
    const found = breaches(rules, vp);
    if (declared[i] && vp < target) found.push(say('declaredTooLow', { vp, target }));
    return found;
  });
  const eligible = vps.map((_, i) => i).filter((i) => vps[i] >= target);
  const declarers = eligible.filter((i) => declared[i]);
  const groupBreaches = breaches([tableSizeRule], vps.length);
  if (eligible.length >= 2 && declarers.length !== 1)
    groupBreaches.push(say('declarersNotOne', { eligible: eligible.length, target, flagged: declarers.length }));
  if (groupBreaches.length || rowBreaches.some((b) => b.length)) return { placings: vps.map(() => undefined), rowBreaches, groupBreaches };

  const winner = eligible.length >= 2 ? declarers[0] : undefined;
  const order = (a: number, b: number) => Number(b === winner) - Number(a === winner) || vps[b] - vps[a];
  const placings: (TablePlacing | undefined)[] = vps.map(() => undefined);
  for (const p of sharePlaces(
    finishingGroups(
      vps.map((_, i) => i),
      order,
    ),
    roundPointsByPlace(settings)[vps.length],
  ))
    placings[p.item] = p;
  return { placings, rowBreaches, groupBreaches };
}
