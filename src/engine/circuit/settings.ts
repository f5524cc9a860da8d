import { langSetting } from '../i18n/lang';
import { proper } from '../i18n/words';
import type { Arg } from '../shared/cells';
import { readSettings, type Settings } from '../shared/settings';
import { say } from './messages';
import { isPointsValue } from './points';

const BOTH = ['CIRCUIT_STANDINGS', 'CIRCUIT_RATING'] as const;

/** A whole number from `min`, as a setting writes it. */
const countFrom = (min: number) => ({
  test: (v: string) => /^\d{1,6}$/.test(v) && Number(v) >= min,
  shape: say('countShape', { min }),
});

/**
 * Every setting of a circuit's functions (SPEC §16.2, §16.3; docs/circuits.md): each function accepts every one and
 * ignores those it does not use, so that one settings cell serves both. The first value of each is the default.
 */
export const CIRCUIT_SETTINGS = {
  /** What a place is worth: the European Grand Prix's linear distribution, the North American Grand Prix's, or a table. */
  points: {
    label: { en: 'Points by place', it: 'Punti per posizione', ro: 'Puncte după loc' },
    values: ['linear', 'nagp', 'nagp2002'],
    describe: {
      linear: { name: { en: 'Linear (European Grand Prix)', it: 'Lineare (European Grand Prix)', ro: 'Liniar (European Grand Prix)' } },
      nagp: {
        name: { en: 'Geometric, at least 5 (NAGP 2010)', it: 'Geometrico, almeno 5 (NAGP 2010)', ro: 'Geometric, cel puțin 5 (NAGP 2010)' },
      },
      nagp2002: {
        name: {
          en: 'Geometric, the better half (NAGP 2002)',
          it: 'Geometrico, la metà migliore (NAGP 2002)',
          ro: 'Geometric, jumătatea mai bună (NAGP 2002)',
        },
      },
    },
    accepts: { test: isPointsValue, shape: say('pointsShape', { linear: 'linear:P', table: 'table:10-8-6-5-4-3-2-1' }) },
    usedBy: ['CIRCUIT_STANDINGS'],
  },
  /** How many of a player's events count: all, or the best N (the lowest-scoring left out, of two equal the later). */
  best: {
    label: { en: 'Events counted', it: 'Tornei conteggiati', ro: 'Turnee luate în calcul' },
    values: ['all'],
    describe: { all: { name: { en: 'All of them', it: 'Tutti', ro: 'Toate' } } },
    accepts: countFrom(1),
    usedBy: ['CIRCUIT_STANDINGS'],
  },
  /** Players with fewer events are listed after the others, without a rank. */
  'min-events': {
    label: {
      en: 'Fewest events to be ranked',
      it: 'Numero minimo di tornei per entrare in classifica',
      ro: 'Număr minim de turnee pentru clasament',
    },
    values: ['1'],
    accepts: countFrom(1),
    usedBy: BOTH,
  },
  /** Players sharing a place share the points of the places they cover, or each has the best of them. */
  ties: {
    label: { en: 'Players sharing a place', it: 'Giocatori a pari merito', ro: 'Jucători la egalitate' },
    values: ['split', 'best'],
    describe: {
      split: {
        name: {
          en: 'Share the points of the places they cover',
          it: 'Si dividono i punti delle posizioni che occupano',
          ro: 'Împart punctele locurilor pe care le ocupă',
        },
      },
      best: {
        name: {
          en: 'Each has the points of the best of them',
          it: 'Ciascuno ha i punti della posizione migliore',
          ro: 'Fiecare primește punctele celui mai bun dintre ele',
        },
      },
    },
    usedBy: ['CIRCUIT_STANDINGS'],
  },
  /** The rating CIRCUIT_RATING computes: the World Diplomacy Database's Dip Pouch Tournament Rating. */
  system: {
    label: { en: 'Rating system', it: 'Sistema di valutazione', ro: 'Sistem de evaluare' },
    values: ['dippouch'],
    describe: { dippouch: { name: proper('Dip Pouch Tournament Rating') } },
    usedBy: ['CIRCUIT_RATING'],
  },
  /** The language of the spills' headers and words (docs/languages.md). */
  lang: langSetting(BOTH),
} as const;

export type CircuitSettings = Settings<typeof CIRCUIT_SETTINGS>;

export function readCircuitSettings(fn: string, text: Arg | undefined): CircuitSettings {
  return readSettings(fn, text, CIRCUIT_SETTINGS);
}
