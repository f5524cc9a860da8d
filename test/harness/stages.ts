import { stageNamed } from '../../src/engine/shared/stages';

/** An example's rows without its final stage (rows whose Round names a stage): the preliminary rounds alone. */
export function withoutStages<T extends unknown[]>(rows: T[]): T[] {
  return rows.filter((r, i) => i === 0 || !stageNamed(r[0] as string));
}

/** The same, for a CSV file's text (the Round first on each line). */
export function csvWithoutStages(text: string): string {
  return text
    .split('\n')
    .filter((line) => !stageNamed(line.split(/[,;\t]/)[0]))
    .join('\n');
}
