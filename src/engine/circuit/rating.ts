import { readAliases } from '../shared/aliases';
import type { Arg } from '../shared/cells';
import { rankedByFigure, ratingKey } from '../shared/figureRanking';
import { nameWarnings } from '../shared/playerNames';
import type { ValueTable } from '../shared/spill';
import { RANKED_COLUMNS } from '../shared/standingsColumns';
import type { CircuitEvent } from './events';
import { readEvents } from './events';
import { CIRCUIT_LABELS } from './labels';
import { readCircuitSettings } from './settings';

/** What a rating reads of an event: its field, its rounds, its tier. */
type Rated = Pick<CircuitEvent, 'players' | 'rounds' | 'tier'>;

/** A rating system over a season's events: where a player starts, and their rating after one event. */
interface RatingSystem {
  start: number;
  after(rating: number, event: Rated, place: number): number;
}

/**
 * The rating systems (`system=`). The Dip Pouch Tournament Rating (Matt Shields, on the World Diplomacy Database;
 * docs/circuits.md#ratings): start at 40; a place is the percentile (n + ½ − p)/n × 100; the event's value is 20 at
 * the World Championship, else min(15, n/7 + 2) for one round and min(15, n/3.5 + 2) for more; the rating moves that
 * many hundredths of the way to the percentile.
 */
export const RATING_SYSTEMS: Readonly<Record<string, RatingSystem>> = {
  dippouch: {
    start: 40,
    after(rating, event, place) {
      const n = event.players;
      const percentile = ((n + 0.5 - place) / n) * 100;
      return rating + (tournamentValue(event) / 100) * (percentile - rating);
    },
  },
};

/** The Dip Pouch's tournament value: 20 at the World Championship; else by the field, one round or more (a blank Rounds is more). */
export function tournamentValue(event: Rated): number {
  if (event.tier === 'WDC') return 20;
  return Math.min(15, event.rounds === 1 ? event.players / 7 + 2 : event.players / 3.5 + 2);
}

/**
 * CIRCUIT_RATING (SPEC §16.3): each player's rating after every event they played, in date order (the same day: by
 * name). Spills Rank, Player, Rating (unrounded), Events; equal ratings share the rank.
 */
export function circuitRating(fn: string, events: Arg, aliases?: Arg, settingsText?: Arg): ValueTable {
  const settings = readCircuitSettings(fn, settingsText);
  const system = RATING_SYSTEMS[settings.system];
  const ratings = new Map<string, { player: string; rating: number; events: number }>();
  for (const event of readEvents(fn, events, readAliases(fn, aliases)))
    for (const r of event.results) {
      const now = ratings.get(r.player) ?? { player: r.player, rating: system.start, events: 0 };
      ratings.set(r.player, { player: r.player, rating: system.after(now.rating, event, r.place), events: now.events + 1 });
    }
  const least = Number(settings['min-events']);
  const ranked = rankedByFigure(
    [...ratings.values()],
    CIRCUIT_LABELS.ratingStep,
    (a, b) => ratingKey(b.rating) - ratingKey(a.rating),
    (p) => p.events < least,
  );
  return {
    columns: [...RANKED_COLUMNS, { key: 'rating', header: CIRCUIT_LABELS.rating }, { key: 'events', header: CIRCUIT_LABELS.events }],
    rows: ranked.map(({ item, rank }) => [rank, item.player, item.rating, item.events]),
    warnings: nameWarnings(ratings.keys()),
  };
}
