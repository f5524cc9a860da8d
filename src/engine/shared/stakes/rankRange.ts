import type { Fraction } from '../fraction';
import type { Field, PlayerStakes, Scenario, Unit } from './field';

/** Every figure a player can end on, numbered in increasing order, so that the counting below compares integers. */
function figureIndex(field: Field): { at: (f: Fraction) => number; count: number } {
  const byKey = new Map<string, Fraction>();
  const note = (f: Fraction) => {
    byKey.set(f.toString(), f);
  };
  for (const f of field.base) note(f);
  for (const u of field.units)
    u.players.forEach((p, k) => {
      if (u.kind === 'bounds') {
        note(u.lo[k]);
        note(u.hi[k]);
        if (u.plain) note(u.plain[k]);
        for (const o of u.options?.[k] ?? []) {
          note(o.lo);
          note(o.hi);
        }
      } else for (const o of u.outcomes) note(field.base[p].add(o.gains[k]));
    });
  const sorted = [...byKey.values()].sort((a, b) => a.compare(b));
  const index = new Map(sorted.map((f, i) => [f.toString(), i]));
  return { at: (f) => index.get(f.toString()) as number, count: sorted.length };
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
    if (u.unit.kind === 'bounds') {
      let above = 0;
      for (let k = 0; k < u.lo.length; k++) if (u.lo[k] > f) above++;
      fewestAbove[f] = above;
      mostAtOrAbove[f] = boundedAtOrAbove(u, f, -1);
      continue;
    }
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
    fewestAbove[f] = fewest;
    mostAtOrAbove[f] = most;
  }
  return { fewestAbove, mostAtOrAbove };
}

/**
 * Best and worst rank by the first figure alone (docs/stakes.md#what-is-exact): for one combination of outcomes a
 * player's best rank is 1 + the players above them, the worst the players at or above them (themselves included).
 * Units are independent, so each outcome of the player's own unit meets, at every other unit, the outcome that puts
 * fewest above them (Best) or most at or above them (Worst). Exact when every unit is exact.
 */
export function rankRanges(field: Field): PlayerStakes[] {
  const { at, count: top } = figureIndex(field);
  const n = field.base.length;
  const base = field.base.map(at);
  const units: Indexed[] = field.units.map((unit) =>
    unit.kind === 'bounds'
      ? {
          unit,
          outcomes: [],
          lo: Int32Array.from(unit.lo.map(at)),
          hi: Int32Array.from(unit.hi.map(at)),
          plain: Int32Array.from((unit.plain ?? unit.hi).map(at)),
        }
      : {
          unit,
          outcomes: unit.outcomes.map((o) => Int32Array.from(unit.players.map((p, k) => at(field.base[p].add(o.gains[k]))))),
          lo: new Int32Array(0),
          hi: new Int32Array(0),
          plain: new Int32Array(0),
        },
  );
  const ext = units.map((u) => extremes(u, top));
  const fewestAbove = new Int32Array(top);
  const mostAtOrAbove = new Int32Array(top);
  for (const e of ext)
    for (let f = 0; f < top; f++) {
      fewestAbove[f] += e.fewestAbove[f];
      mostAtOrAbove[f] += e.mostAtOrAbove[f];
    }
  // players without an unscored table: how many stand above, and at or above, each figure
  const unitOf = new Int32Array(n).fill(-1);
  field.units.forEach((u, i) => {
    for (const p of u.players) unitOf[p] = i;
  });
  const fixedAt = new Int32Array(top + 1);
  for (let p = 0; p < n; p++) if (unitOf[p] < 0) fixedAt[base[p]]++;
  const fixedAtOrAbove = new Int32Array(top + 1);
  for (let f = top - 1; f >= 0; f--) fixedAtOrAbove[f] = fixedAtOrAbove[f + 1] + fixedAt[f];
  const fixedAbove = (f: number) => fixedAtOrAbove[f + 1];

  // the rest of the field, every unit but the player's own: its fewest above and most at or above f
  const bestAt = (f: number, own: number) => 1 + fixedAbove(f) + fewestAbove[f] - (own < 0 ? 0 : ext[own].fewestAbove[f]);
  const worstAt = (f: number, own: number) => fixedAtOrAbove[f] + mostAtOrAbove[f] - (own < 0 ? 0 : ext[own].mostAtOrAbove[f]);

  return Array.from({ length: n }, (_, p): PlayerStakes => {
    const own = unitOf[p];
    if (own < 0) {
      // the player is among the fixed: counted once at their own figure
      return {
        best: bestAt(base[p], -1),
        worst: worstAt(base[p], -1),
        scenarios: [],
        bounded: field.units.some((u) => u.kind === 'bounds'),
      };
    }
    const u = units[own];
    const k = u.unit.players.indexOf(p);
    const bounded = field.units.some((x) => x.kind === 'bounds');
    if (u.unit.kind === 'bounds') {
      const options = u.unit.options?.[k] ?? [];
      // the player between low and high: the others of the unit above high at best, at or above low at worst (the
      // unit's own counts at f include the player, so they are taken out and the others' put back alone)
      const range = (low: number, high: number, alone?: boolean) => {
        let above = 0;
        for (let j = 0; j < u.lo.length; j++) if (j !== k && u.lo[j] > high) above++;
        return { best: bestAt(high, own) + above, worst: worstAt(low, own) + 1 + boundedAtOrAbove(u, low, k, alone) };
      };
      const named = options.map((o) => ({ result: o.result, ...range(at(o.lo), at(o.hi), o.alone) }));
      const whole = range(u.lo[k], u.hi[k]);
      const rest = named.length ? Math.max(...named.map((o) => o.result)) + 1 : undefined;
      return { ...whole, scenarios: [...named, { result: rest, ...whole }], bounded };
    }
    const results = u.unit.outcomes;
    const scenarios: Scenario[] = u.outcomes.map((o, i) => {
      const f = o[k];
      let above = 0;
      let atOrAbove = 1;
      for (let j = 0; j < o.length; j++) {
        if (j === k) continue;
        if (o[j] > f) above++;
        if (o[j] >= f) atOrAbove++;
      }
      return { result: results[i].results[k], best: bestAt(f, own) + above, worst: worstAt(f, own) + atOrAbove };
    });
    return {
      best: Math.min(...scenarios.map((s) => s.best)),
      worst: Math.max(...scenarios.map((s) => s.worst)),
      scenarios,
      bounded,
    };
  });
}
