/**
 * The final stage (docs/formats.md#the-final-stage), in playing order: a bracket's rounds of 64, 32 and 16
 * (docs/formats.md#brackets), quarter-finals, semi-finals, the final and the third-place game.
 */
export const STAGE_IDS = ['R64', 'R32', 'R16', 'QF', 'SF', '3P', 'F'] as const;
export type StageId = (typeof STAGE_IDS)[number];
