import type { StageId } from './stages';

/**
 * Each stage of the final as a sentence names it in each language, whether it takes a plural verb ("the
 * quarter-finals are", "si abbinano"), and Italian's "complete" that agrees with it (conclusi, concluse, conclusa).
 */
export const STAGE_WORDS: Record<StageId, { en: string; it: string; ro: string; many: boolean; done: string }> = {
  QF: { en: 'the quarter-finals', it: 'i quarti di finale', ro: 'sferturile de finală', many: true, done: 'conclusi' },
  SF: { en: 'the semi-finals', it: 'le semifinali', ro: 'semifinalele', many: true, done: 'concluse' },
  '3P': { en: 'the third-place game', it: 'la finalina', ro: 'finala mică', many: false, done: 'conclusa' },
  F: { en: 'the final', it: 'la finale', ro: 'finala', many: false, done: 'conclusa' },
};
