import type { Label } from '../i18n/words';
import type { StageId } from './stageIds';

/**
 * Each stage of the final as a sentence names it in each language, whether it takes a plural verb ("the
 * quarter-finals are", "si abbinano"), Italian's "complete" that agrees with it (conclusi, concluse, conclusa), and
 * one game of it (`game`: "plays the semi-final").
 */
export const STAGE_WORDS: Record<StageId, Label & { many: boolean; done: string; game: Label; roAfter: string }> = {
  R64: {
    en: 'the round-of-64 games',
    it: 'i trentaduesimi di finale',
    ro: 'treizecișidoimile de finală',
    roAfter: 'treizecișidoimile de finală',
    many: true,
    done: 'conclusi',
    game: { en: 'the round-of-64 game', it: 'il trentaduesimo di finale', ro: 'treizecișidoimea de finală' },
  },
  R32: {
    en: 'the round-of-32 games',
    it: 'i sedicesimi di finale',
    ro: 'șaisprezecimile de finală',
    roAfter: 'șaisprezecimile de finală',
    many: true,
    done: 'conclusi',
    game: { en: 'the round-of-32 game', it: 'il sedicesimo di finale', ro: 'șaisprezecimea de finală' },
  },
  R16: {
    en: 'the round-of-16 games',
    it: 'gli ottavi di finale',
    ro: 'optimile de finală',
    roAfter: 'optimile de finală',
    many: true,
    done: 'conclusi',
    game: { en: 'the round-of-16 game', it: "l'ottavo di finale", ro: 'optimea de finală' },
  },
  QF: {
    en: 'the quarter-finals',
    it: 'i quarti di finale',
    ro: 'sferturile de finală',
    roAfter: 'sferturile de finală',
    many: true,
    done: 'conclusi',
    game: { en: 'the quarter-final', it: 'il quarto di finale', ro: 'sfertul de finală' },
  },
  SF: {
    en: 'the semi-finals',
    it: 'le semifinali',
    ro: 'semifinalele',
    roAfter: 'semifinale',
    many: true,
    done: 'concluse',
    game: { en: 'the semi-final', it: 'la semifinale', ro: 'semifinala' },
  },
  '3P': {
    en: 'the third-place game',
    it: 'la finale per il 3º posto',
    ro: 'finala mică',
    roAfter: 'finala mică',
    many: false,
    done: 'conclusa',
    game: { en: 'the third-place game', it: 'la finale per il 3º posto', ro: 'finala mică' },
  },
  F: {
    en: 'the final',
    it: 'la finale',
    ro: 'finala',
    roAfter: 'finală',
    many: false,
    done: 'conclusa',
    game: { en: 'the final', it: 'la finale', ro: 'finala' },
  },
};
