import type { Preset } from '../shared/settings';
import { SHARED_SETTING_WORDS } from '../shared/settingWords';

/**
 * Catan championships' formats (docs/formats.md; sources in docs/formats.md). The first is the default: the seed.
 * A new format is one entry here.
 */
export const CATAN_PRESETS: Readonly<Record<string, Preset>> = {
  italy: {
    name: { en: 'Italy', it: 'Italia', ro: 'Italia' },
    source: {
      en: 'the Italian championship regulation (the seed): 5-3-2-1, 5-3-2 at three; VP, VP %',
      it: 'il regolamento del campionato italiano: 5-3-2-1, 5-3-2 a tre; VP, % VP',
      ro: 'regulamentul campionatului italian: 5-3-2-1, 5-3-2 la trei; PV, % PV',
    },
    settings: 'score=points; points=5-3-2-1; three=5-3-2; tiebreak=vp>share>name; share=mean',
  },
  germany: {
    name: SHARED_SETTING_WORDS.germany,
    source: {
      en: 'Deutsche Catan-Meisterschaft ranking rules: 5-3-1 at three; VP up to the target, VP %, placings',
      it: 'regole di classifica della Deutsche Catan-Meisterschaft: 5-3-1 a tre; VP fino al traguardo, % VP, piazzamenti',
      ro: 'regulile de clasament ale Deutsche Catan-Meisterschaft: 5-3-1 la trei; PV până la țintă, % PV, locurile ocupate',
    },
    settings: 'three=5-3-1; tiebreak=vp-capped>share>placings>name',
  },
  'catan-studio': {
    name: { en: 'CATAN Studio', it: 'CATAN Studio', ro: 'CATAN Studio' },
    source: {
      en: "CATAN Studio's preliminary ranking (2024): wins, total VP, VP % summed",
      it: 'la classifica preliminare di CATAN Studio (2024): vittorie, VP totali, % VP sommate',
      ro: 'clasamentul preliminar CATAN Studio (2024): victorii, total PV, % PV însumate',
    },
    settings: 'score=wins; share=sum; tiebreak=vp>share>name',
  },
  wbc: {
    name: { en: 'World Boardgaming Championships', it: 'World Boardgaming Championships', ro: 'World Boardgaming Championships' },
    source: {
      en: 'WBC (2017): 100-50-20-10, 100-40-10 at three; wins, VP',
      it: 'WBC (2017): 100-50-20-10, 100-40-10 a tre; vittorie, VP',
      ro: 'WBC (2017): 100-50-20-10, 100-40-10 la trei; victorii, PV',
    },
    settings: 'points=100-50-20-10; three=100-40-10; tiebreak=wins>vp>name',
  },
};
