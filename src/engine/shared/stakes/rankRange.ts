import type { Fraction } from '../fraction';
import type { Field, PlayerStakes, Scenario, Unit } from './field';

/** Every figure a player can end on, numbered in increasing order, so that the counting below compares integers. */
function figureIndex(field: Field): { at: (f: Fraction) => number; count: number } {
  const byKey = new Map<string, Fraction>();
  for (const f of [...field.base, ...field.units.flatMap((u) => unitFigures(u, field.base))]) byKey.set(f.toString(), f);
  const sorted = [...byKey.values()].sort((a, b) => a.compare(b));
  const index = new Map(sorted.map((f, i) => [f.toString(), i]));
  return { at: (f) => index.get(f.toString()) as number, count: sorted.length };
}

/** Every figure a unit's players can end on: each outcome's (exact), or each bound and each named result's (bounds). */
function unitFigures(u: Unit, base: readonly Fraction[]): Fraction[] {
  if (u.kind !== 'bounds') return u.outcomes.flatMap((o) => u.players.map((p, k) => base[p].add(o.gains[k])));
  return u.players.flatMap((_, k) => [
    u.lo[k],
    u.hi[k],
    ...(u.plain ? [u.plain[k]] : []),
    ...(u.options?.[k] ?? []).flatMap((o) => [o.lo, o.hi]),
  ]);
}

/**
 * A unit with its figures as indexes: per outcome each player's figure (exact), or each player's lowest, highest and
 * plain highest (bounds; the highest when the unit has no plain figures).
 */
type Indexed = { unit: Unit; outcomes: Int32Array[]; lo: Int32Array; hi: Int32Array; plain: Int32Array };

/**
 * How many of a bounded unit's players, but `except`, can end at or above f at once: those whose plain figure reaches
 * it, and one more whose highest does (the unit's one player above their plain figure), unless `alone` rules it out.
 */
function boundedAtOrAbove(u: Indexed, f: number, except: number, alone = false): number {
  let plain = 0;
  let beyond = 0;
  for (let j = 0; j < u.lo.length; j++) {
    if (j === except) continue;
    if (u.plain[j] >= f) plain++;
    else if (u.hi[j] >= f) beyond = 1;
  }
  return plain + (alone ? 0 : beyond);
}

/**
 * For one unit and every threshold f: the fewest of its players that can end above f (`fewestAbove`), and the most
 * that can end at or above f (`mostAtOrAbove`), over the unit's outcomes. Exact units choose one outcome for all its
 * players at once; a bounded unit's players go their own way (a sound bound).
 */
function extremes(u: Indexed, size: number): { fewestAbove: Int32Array; mostAtOrAbove: Int32Array } {
  const fewestAbove = new Int32Array(size);
  const mostAtOrAbove = new Int32Array(size);
  for (let f = 0; f < size; f++) {
    const counts = u.unit.kind === 'bounds' ? boundedExtremes(u, f) : exactExtremes(u, f);
    fewestAbove[f] = counts.fewest;
    mostAtOrAbove[f] = counts.most;
  }
  return { fewestAbove, mostAtOrAbove };
}

/** A bounded unit at f: the players whose lowest is above f, and the most that can end at or above it. */
function boundedExtremes(u: Indexed, f: number): { fewest: number; most: number } {
  let above = 0;
  for (let k = 0; k < u.lo.length; k++) if (u.lo[k] > f) above++;
  return { fewest: above, most: boundedAtOrAbove(u, f, -1) };
}

/** An exact unit at f: over its outcomes, the fewest players above f and the most at or above it. */
function exactExtremes(u: Indexed, f: number): { fewest: number; most: number } {
  let fewest = Number.MAX_SAFE_INTEGER;
  let most = 0;
  for (const o of u.outcomes) {
    let above = 0;
    let atOrAbove = 0;
    for (let k = 0; k < o.length; k++) {
      if (o[k] > f) above++;
      if (o[k] >= f) atOrAbove++;
    }
    if (above < fewest) fewest = above;
    if (atOrAbove > most) most = atOrAbove;
  }
  return { fewest, most };
}

/**
 * Best and worst rank by the first figure alone (docs/stakes.md#what-is-exact): for one combination of outcomes a
 * player's best rank is 1 + the players above them, the worst the players at or above them (themselves included).
 * Units are independent, so each outcome of the player's own unit meets, at every other unit, the outcome that puts
 * fewest above them (Best) or most at or above them (Worst). Exact when every unit is exact.
 */
export function rankRanges(field: Field): PlayerStakes[] {
  const { at, count: top } = figureIndex(field);
  const base = field.base.map(at);
  const units = field.units.map((unit) => indexedUnit(unit, field.base, at));
  const rest = restOfField(field, units, base, top);
  const bounded = field.units.some((u) => u.kind === 'bounds');
  return base.map((figure, p): PlayerStakes => {
    const own = rest.unitOf[p];
    // a player among the fixed is counted once, at their own figure
    if (own < 0) return { best: rest.bestAt(figure, -1), worst: rest.worstAt(figure, -1), scenarios: [], bounded };
    const u = units[own];
    const k = u.unit.players.indexOf(p);
    return { ...(u.unit.kind === 'bounds' ? boundedStakes(u, k, own, rest, at) : exactStakes(u, k, own, rest)), bounded };
  });
}

/** A unit with its figures as indexes (`Indexed`). */
function indexedUnit(unit: Unit, base: readonly Fraction[], at: (f: Fraction) => number): Indexed {
  if (unit.kind === 'bounds')
    return {
      unit,
      outcomes: [],
      lo: Int32Array.from(unit.lo.map(at)),
      hi: Int32Array.from(unit.hi.map(at)),
      plain: Int32Array.from((unit.plain ?? unit.hi).map(at)),
    };
  return {
    unit,
    outcomes: unit.outcomes.map((o) => Int32Array.from(unit.players.map((p, k) => at(base[p].add(o.gains[k]))))),
    lo: new Int32Array(0),
    hi: new Int32Array(0),
    plain: new Int32Array(0),
  };
}

/** The rest of the field for a player at figure f, every unit but the player's own (`own`, −1 for none): its best and worst rank. */
interface Rest {
  unitOf: Int32Array;
  bestAt(f: number, own: number): number;
  worstAt(f: number, own: number): number;
}

/**
 * How the field stands around each figure: the players without an unscored table, above and at or above it, and
 * every unit's fewest above and most at or above it, so that a player's own unit can be taken out.
 */
function restOfField(field: Field, units: Indexed[], base: readonly number[], top: number): Rest {
  const ext = units.map((u) => extremes(u, top));
  const fewestAbove = new Int32Array(top);
  const mostAtOrAbove = new Int32Array(top);
  for (const e of ext)
    for (let f = 0; f < top; f++) {
      fewestAbove[f] += e.fewestAbove[f];
      mostAtOrAbove[f] += e.mostAtOrAbove[f];
    }
  const unitOf = new Int32Array(base.length).fill(-1);
  field.units.forEach((u, i) => {
    for (const p of u.players) unitOf[p] = i;
  });
  const fixedAt = new Int32Array(top + 1);
  for (let p = 0; p < base.length; p++) if (unitOf[p] < 0) fixedAt[base[p]]++;
  const fixedAtOrAbove = new Int32Array(top + 1);
  for (let f = top - 1; f >= 0; f--) fixedAtOrAbove[f] = fixedAtOrAbove[f + 1] + fixedAt[f];
  return {
    unitOf,
    bestAt: (f, own) => 1 + fixedAtOrAbove[f + 1] + fewestAbove[f] - (own < 0 ? 0 : ext[own].fewestAbove[f]),
    worstAt: (f, own) => fixedAtOrAbove[f] + mostAtOrAbove[f] - (own < 0 ? 0 : ext[own].mostAtOrAbove[f]),
  };
}

/**
 * A player of a bounded unit, between their low and high figures: the others of the unit above high at best, at or
 * above low at worst (the unit's own counts at f include the player, so they are taken out and the others' put back
 * alone); and each result they can name, with its own range.
 */
function boundedStakes(u: Indexed, k: number, own: number, rest: Rest, at: (f: Fraction) => number): Omit<PlayerStakes, 'bounded'> {
  const unit = u.unit as Extract<Unit, { kind: 'bounds' }>;
  const range = (low: number, high: number, alone?: boolean) => {
    let above = 0;
    for (let j = 0; j < u.lo.length; j++) if (j !== k && u.lo[j] > high) above++;
    return { best: rest.bestAt(high, own) + above, worst: rest.worstAt(low, own) + 1 + boundedAtOrAbove(u, low, k, alone) };
  };
  const named = (unit.options?.[k] ?? []).map((o) => ({ result: o.result, ...range(at(o.lo), at(o.hi), o.alone) }));
  const whole = range(u.lo[k], u.hi[k]);
  const others = named.length ? Math.max(...named.map((o) => o.result)) + 1 : undefined;
  return { ...whole, scenarios: [...named, { result: others, ...whole }] };
}

/** A player of an exact unit: each of its outcomes a scenario, the others of the unit above and at or above them there. */
function exactStakes(u: Indexed, k: number, own: number, rest: Rest): Omit<PlayerStakes, 'bounded'> {
  const results = (u.unit as Extract<Unit, { kind: 'exact' }>).outcomes;
  const scenarios: Scenario[] = u.outcomes.map((o, i) => {
    const f = o[k];
    let above = 0;
    let atOrAbove = 1;
    for (let j = 0; j < o.length; j++) {
      if (j === k) continue;
      if (o[j] > f) above++;
      if (o[j] >= f) atOrAbove++;
    }
    return { result: results[i].results[k], best: rest.bestAt(f, own) + above, worst: rest.worstAt(f, own) + atOrAbove };
  });
  return {
    best: Math.min(...scenarios.map((s) => s.best)),
    worst: Math.max(...scenarios.map((s) => s.worst)),
    scenarios,
  };
}
