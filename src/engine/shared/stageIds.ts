/** The final stage (docs/formats.md#the-final-stage): quarter-finals, semi-finals, the final and the third-place game, in playing order. */
export const STAGE_IDS = ['QF', 'SF', '3P', 'F'] as const;
export type StageId = (typeof STAGE_IDS)[number];
