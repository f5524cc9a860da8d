import { langSetting } from '../i18n/lang';
import type { Arg } from '../shared/cells';
import { say } from '../shared/messages';
import { SEATING_MODES } from '../shared/seating/modes';
import { readSettings, type Settings } from '../shared/settings';
import { SHARED_SETTING_WORDS } from '../shared/settingWords';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { CATAN_PRESETS } from './presets';
import { CATAN_TIEBREAKS } from './tiebreaks';

const PLACING = ['CATAN_PLACE', 'CATAN_ROUNDPOINTS', 'CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES'] as const;
const STANDINGS = ['CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES'] as const;

/** Round points by place: `size` whole numbers ≥ 0, from the 1st place's down, joined by `-` (docs/formats.md). */
function pointsList(size: number) {
  return {
    test: (value: string) => {
      const points = value.split('-');
      return points.length === size && points.every((p, i) => /^\d{1,6}$/.test(p) && (i === 0 || Number(p) <= Number(points[i - 1])));
    },
    shape: say('placesShape', { size, example: size === 4 ? '100-50-20-10' : '100-40-10' }),
  };
}

/** The first value of each is the seed's rule; the others are what some championships use. */
export const CATAN_SETTINGS = {
  /** A championship's format: the settings it stands for, which settings beside it override (docs/formats.md). */
  preset: { label: SHARED_SETTING_WORDS.format, values: Object.keys(CATAN_PRESETS), presets: CATAN_PRESETS, usedBy: PLACING },
  /** points: round points by place (the seed); wins: games won, a shared 1st split (CATAN Studio). */
  score: {
    label: { en: 'Ranked first by', it: 'Primo criterio della classifica', ro: 'Primul criteriu al clasamentului' },
    values: ['points', 'wins'],
    describe: {
      points: { name: { en: 'Round points by place', it: 'Punti del turno per piazzamento', ro: 'Puncte de rundă după loc' } },
      wins: {
        name: {
          en: 'Games won (a shared 1st split)',
          it: 'Partite vinte (un primo piazzamento a pari merito si divide)',
          ro: 'Partide câștigate (locul 1 la egalitate se împarte)',
        },
      },
    },
    usedBy: STANDINGS,
  },
  points: {
    label: {
      en: 'Round points at four-player tables',
      it: 'Punti del turno ai tavoli da quattro',
      ro: 'Puncte de rundă la mesele de patru',
    },
    values: ['5-3-2-1'],
    accepts: pointsList(4),
    usedBy: PLACING,
  },
  three: { label: SHARED_SETTING_WORDS.roundPointsAtThree, values: ['5-3-2', '5-3-1'], accepts: pointsList(3), usedBy: PLACING },
  tiebreak: {
    label: {
      en: 'Tie-breaks after the first, in order',
      it: 'Spareggi dopo il primo criterio, in ordine',
      ro: 'Departajări după primul criteriu, în ordine',
    },
    values: Object.keys(CATAN_TIEBREAKS),
    chain: { default: 'vp>share>name' },
    usedBy: STANDINGS,
  },
  share: {
    label: { en: 'VP % measured as', it: '% VP calcolata come', ro: '% PV calculat ca' },
    values: ['mean', 'sum', 'pooled'],
    describe: {
      mean: {
        name: {
          en: "The mean of each game's share",
          it: 'La media delle percentuali di ogni partita',
          ro: 'Media procentajelor fiecărei partide',
        },
      },
      sum: {
        name: {
          en: "The sum of each game's share",
          it: 'La somma delle percentuali di ogni partita',
          ro: 'Suma procentajelor fiecărei partide',
        },
      },
      pooled: {
        name: {
          en: "All the player's VP ÷ all their tables' VP",
          it: 'Tutti i VP del giocatore ÷ tutti i VP dei suoi tavoli',
          ro: 'Totalul PV al jucătorului ÷ totalul PV al meselor sale',
        },
      },
    },
    usedBy: STANDINGS,
  },
  /** virtual: a 3-player table's total counts a 4th player scoring the mean of the three (docs/formats.md). */
  share3: {
    label: { en: 'VP % at three-player tables', it: '% VP ai tavoli da tre', ro: '% PV la mesele de trei' },
    values: ['plain', 'virtual'],
    describe: {
      plain: { name: { en: "The three players' VP", it: 'I VP dei tre giocatori', ro: 'Punctele de victorie ale celor trei jucători' } },
      virtual: { name: SHARED_SETTING_WORDS.virtualFourth },
    },
    usedBy: STANDINGS,
  },
  /** The VP that win: 13 for Cities & Knights, 14 for Seafarers; the declared victory and the VP bound follow it. */
  target: {
    label: { en: 'VP to win', it: 'VP per vincere', ro: 'PV pentru victorie' },
    values: ['10', '13', '14'],
    accepts: {
      test: (v: string) => /^\d+$/.test(v) && Number(v) >= 10 && Number(v) <= 20,
      shape: say('wholeNumberShape', { min: 10, max: 20 }),
    },
    usedBy: PLACING,
  },
  /** The players the final stage takes (docs/formats.md#the-final-stage): auto is CATAN Studio's, the top 4 below 29 players, else the top 16. */
  finals: {
    label: SHARED_SETTING_WORDS.finalStage,
    values: ['auto', 'top4', 'top8', 'top12', 'top16'],
    describe: {
      auto: {
        name: {
          en: 'Top 4 below 29 players, else top 16',
          it: 'Primi 4 sotto i 29 giocatori, altrimenti primi 16',
          ro: 'Primii 4 sub 29 de jucători, altfel primii 16',
        },
      },
      top4: { name: { en: 'Top 4 at the final table', it: 'Primi 4 al tavolo finale', ro: 'Primii 4 la masa finală' } },
      top8: {
        name: { en: 'Top 8: two semi-final tables', it: 'Primi 8: due tavoli di semifinale', ro: 'Primii 8: două mese de semifinală' },
      },
      top12: {
        name: { en: 'Top 12: three semi-final tables', it: 'Primi 12: tre tavoli di semifinale', ro: 'Primii 12: trei mese de semifinală' },
      },
      top16: {
        name: {
          en: 'Top 16: four semi-final tables',
          it: 'Primi 16: quattro tavoli di semifinale',
          ro: 'Primii 16: patru mese de semifinală',
        },
      },
    },
    usedBy: STANDINGS,
  },
  /** schedule: fewest repeated meetings; standings: tables are blocks of the standings (docs/seating.md). */
  mode: {
    label: { en: 'Seat the next round by', it: 'Disponi il prossimo turno in base a', ro: 'Așezați runda următoare după' },
    values: ['schedule', 'standings'],
    describe: SEATING_MODES,
    usedBy: ['CATAN_SEATING'],
  },
  /** The language of the standings (docs/languages.md). */
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['CATAN_STAKES']),
  lang: langSetting(['CATAN_STANDINGS', 'CATAN_SEATING', 'CATAN_STAKES']),
} as const;

export type CatanSettings = Settings<typeof CATAN_SETTINGS>;

export function readCatanSettings(fn: string, text: Arg | undefined): CatanSettings {
  return readSettings(fn, text, CATAN_SETTINGS);
}

/** The round points of each place at a table of 4 or 3, by the settings: read once per settings (once per call). */
export function roundPointsByPlace(settings: CatanSettings): Readonly<Record<number, readonly number[]>> {
  let byPlace = BY_PLACE.get(settings);
  if (!byPlace) {
    byPlace = { 4: settings.points.split('-').map(Number), 3: settings.three.split('-').map(Number) };
    BY_PLACE.set(settings, byPlace);
  }
  return byPlace;
}
const BY_PLACE = new WeakMap<CatanSettings, Readonly<Record<number, readonly number[]>>>();
