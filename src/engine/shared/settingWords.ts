import { labels } from '../i18n/words';

/**
 * The settings' words that more than one game says (a preset's label, a championship's country, the final stage), in
 * English, Italian and Romanian. A game's own setting words are written with its settings (docs/languages.md).
 */
export const SHARED_SETTING_WORDS = labels({
  format: { en: 'Format', it: 'Formato', ro: 'Format' },
  germany: { en: 'Germany', it: 'Germania', ro: 'Germania' },
  finalStage: { en: 'Final stage', it: 'Fase finale', ro: 'Faza finală' },
  roundPointsAtThree: {
    en: 'Round points at three-player tables',
    it: 'Punti del turno ai tavoli da tre',
    ro: 'Puncte de rundă la mesele de trei',
  },
  virtualFourth: {
    en: 'With a virtual 4th player at the mean',
    it: 'Con un 4º giocatore virtuale che ha la media dei punti',
    ro: 'Cu un al 4-lea jucător virtual cu punctajul mediu',
  },
});
