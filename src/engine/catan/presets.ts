import type { Preset } from '../shared/settings';

/**
 * Catan championships' formats (docs/formats.md; sources in docs/formats.md). The first is the default: the seed.
 * A new format is one entry here.
 */
export const CATAN_PRESETS: Readonly<Record<string, Preset>> = {
  italy: {
    name: 'Italy',
    source: 'the Italian championship regulation (the seed): 5-3-2-1, 5-3-2 at three; VP, VP %',
    settings: 'score=points; points=5-3-2-1; three=5-3-2; tiebreak=vp>share>name; share=mean',
  },
  germany: {
    name: 'Germany',
    source: 'Deutsche Catan-Meisterschaft ranking rules: 5-3-1 at three; VP up to the target, VP %, placings',
    settings: 'three=5-3-1; tiebreak=vp-capped>share>placings>name',
  },
  'catan-studio': {
    name: 'CATAN Studio',
    source: "CATAN Studio's preliminary ranking (2024): wins, total VP, VP % summed",
    settings: 'score=wins; share=sum; tiebreak=vp>share>name',
  },
  wbc: {
    name: 'World Boardgaming Championships',
    source: 'WBC (2017): 100-50-20-10, 100-40-10 at three; wins, VP',
    settings: 'points=100-50-20-10; three=100-40-10; tiebreak=wins>vp>name',
  },
};
