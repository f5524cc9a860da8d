import type { Preset } from '../shared/settings';

/**
 * Carcassonne championships' formats (docs/formats.md; sources in docs/formats.md). The first is the default: today's
 * defaults are the World Championship's rules. A new format is one entry here.
 */
export const CARCASSONNE_PRESETS: Readonly<Record<string, Preset>> = {
  ccwc: {
    name: 'World Championship',
    source: "the Carcassonne World Championship's rules (2019): Buchholz cut 1, score difference, points",
    settings: 'draw=half; bye=win; buchholz=cut1; tiebreak=buchholz>difference>points',
  },
  germany: {
    name: 'Germany',
    source: 'the German championship final (2024): Buchholz cut 1, median Buchholz',
    settings: 'tiebreak=buchholz-cut1>buchholz-median>difference>points',
  },
  ukraine: {
    name: 'Ukraine',
    source: 'the Ukrainian championship (2025), as published: an equal score won by the player who did not start',
    settings: 'draw=starter-loses; tiebreak=buchholz-cut1>buchholz-median>difference',
  },
  hig: {
    name: 'Hans im Glück qualifiers',
    source: "the publisher's qualifier series at tables of 3–4: 5-3-2-1, 5-3-1 at three; share with a virtual 4th",
    settings: 'three=5-3-1; share3=virtual; tiebreak=share>points',
  },
};
