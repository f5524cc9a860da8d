import { num } from '../i18n/format';
import type { Shown } from '../i18n/message';
import type { Label } from '../i18n/words';
import { type Aliases, readAliases } from '../shared/aliases';
import type { Arg, Cell } from '../shared/cells';
import { rankedByFigure } from '../shared/figureRanking';
import { Fraction } from '../shared/fraction';
import { SHARED_LABELS } from '../shared/labels';
import { nameWarnings } from '../shared/playerNames';
import type { ValueColumn, ValueTable } from '../shared/spill';
import { RANKED_COLUMNS } from '../shared/standingsColumns';
import { type CircuitEvent, readEvents } from './events';
import { CIRCUIT_LABELS } from './labels';
import { type PointsRule, pointsRule } from './points';
import { type CircuitSettings, readCircuitSettings } from './settings';

/** One player's result at one event, with what it scored. */
interface Scored {
  /** The event's index in date order. */
  event: number;
  place: number;
  points: Fraction;
  counted?: boolean;
}

/** A player of the circuit: every event scored, the total of those counted. */
interface Season {
  player: string;
  results: Scored[];
  total: Fraction;
  counted: number;
  bestPlace: number;
}

/** CIRCUIT_STANDINGS's columns before the events', each by its key (docs/architecture.md#columns). */
const SEASON_COLUMNS: readonly ValueColumn[] = [
  ...RANKED_COLUMNS,
  { key: 'points', header: SHARED_LABELS.points },
  { key: 'events', header: CIRCUIT_LABELS.events },
  { key: 'counted', header: CIRCUIT_LABELS.counted },
  { key: 'best-place', header: CIRCUIT_LABELS.bestPlace },
];

/**
 * CIRCUIT_STANDINGS (SPEC §16.2; docs/circuits.md): each event's places scored by the `points=` system, shared places
 * by `ties=`, each player's best `best=` events counted, exactly; ranked by the total, then by name. Spills Rank, Player,
 * Points, Events, Counted, Best place and a column per event in date order.
 */
export function circuitStandings(fn: string, events: Arg, aliases?: Arg, settingsText?: Arg): ValueTable {
  const settings = readCircuitSettings(fn, settingsText);
  const rule = pointsRule(settings.points);
  const known: Aliases = readAliases(fn, aliases);
  const list = readEvents(fn, events, known, rule.boards ? settings.points : undefined);
  const seasons = new Map<string, Season>();
  list.forEach((event, k) => {
    for (const scored of scoreEvent(event, rule, settings.ties)) {
      const season = seasons.get(scored.player) ?? {
        player: scored.player,
        results: [],
        total: Fraction.ZERO,
        counted: 0,
        bestPlace: Infinity,
      };
      season.results.push({ event: k, place: scored.place, points: scored.points });
      season.bestPlace = Math.min(season.bestPlace, scored.place);
      seasons.set(scored.player, season);
    }
  });
  for (const season of seasons.values()) count(season, settings.best);
  const least = Number(settings['min-events']);
  const ranked = rankedByFigure(
    [...seasons.values()],
    SHARED_LABELS.pointsStep,
    (a, b) => b.total.compare(a.total),
    (s) => s.results.length < least,
  );
  return {
    columns: [...SEASON_COLUMNS, ...eventColumns(list)],
    rows: ranked.map(({ item, rank }) => [
      rank,
      item.player,
      item.total.toNumber(),
      item.results.length,
      item.counted,
      item.bestPlace,
      ...eventCells(item, list.length),
    ]),
    warnings: nameWarnings(seasons.keys()),
  };
}

/**
 * Each result of an event with its points: a place shared by k players (equal Place) covers k places, whose points
 * they share equally (`ties=split`), or each has the best of (`ties=best`).
 */
function scoreEvent(event: CircuitEvent, rule: PointsRule, ties: CircuitSettings['ties']) {
  const sharing = new Map<number, number>();
  let last = 0;
  for (const r of event.results) {
    const k = (sharing.get(r.place) ?? 0) + 1;
    sharing.set(r.place, k);
    last = Math.max(last, r.place + k - 1);
  }
  const places = rule.places(event, last);
  const worth = new Map<number, Fraction>();
  for (const [place, k] of sharing)
    worth.set(
      place,
      ties === 'best' || k === 1 ? places[place - 1] : Fraction.sum(places.slice(place - 1, place - 1 + k)).div(Fraction.of(k)),
    );
  return event.results.map((r) => ({ player: r.player, place: r.place, points: worth.get(r.place) as Fraction }));
}

/**
 * The events that count (`best=N`): the N highest-scoring; of two equal, the earlier counts and the later is left out
 * (SPEC §16.2). The total is theirs.
 */
function count(season: Season, best: string): void {
  const n = best === 'all' ? Infinity : Number(best);
  const order = [...season.results].sort((a, b) => b.points.compare(a.points) || a.event - b.event);
  order.forEach((r, k) => {
    r.counted = k < n;
  });
  const counted = order.filter((r) => r.counted);
  season.counted = counted.length;
  season.total = Fraction.sum(counted.map((r) => r.points));
}

/**
 * Each event's column, keyed by its place in date order (`event-1`), headed by its name, with its day when two events
 * of the season share the name.
 */
function eventColumns(events: readonly CircuitEvent[]): ValueColumn[] {
  const names = new Map<string, number>();
  for (const e of events) names.set(e.name, (names.get(e.name) ?? 0) + 1);
  return events.map((e, k) => ({ key: `event-${k + 1}`, header: (names.get(e.name) ?? 0) > 1 ? `${e.name} (${e.day})` : e.name }));
}

/** Points left out, as text in brackets in each language's numbers: `(45.5)`, `(45,5)`. */
const bracketed = (points: number): Label => ({ en: `(${num('en', points)})`, it: `(${num('it', points)})`, ro: `(${num('ro', points)})` });

/** A player's cell per event: blank where not played, the points where counted, `(45)` as text where not. */
function eventCells(season: Season, events: number): Shown<Cell>[] {
  const cells: Shown<Cell>[] = Array(events).fill('');
  for (const r of season.results) {
    const points = r.points.toNumber();
    cells[r.event] = r.counted ? points : bracketed(Math.round(points * 100) / 100);
  }
  return cells;
}
