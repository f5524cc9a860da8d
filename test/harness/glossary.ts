import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of docs/glossary.md: a concept's forms in each language, the forms it rules out, whether English calls for it. */
export interface Term {
  concept: string;
  en: string[];
  it: string[];
  ro: string[];
  rulesOut: { it: string[]; ro: string[] };
  checked: boolean;
}

const forms = (cell: string) =>
  cell === '—'
    ? []
    : cell
        .split(', ')
        .map((f) => f.trim())
        .filter((f) => f && f !== '…');

/** `it: quota, quote; ro: cotă` as its two lists. */
function rulesOut(cell: string): Term['rulesOut'] {
  const out = { it: [] as string[], ro: [] as string[] };
  for (const part of cell === '—' ? [] : cell.split('; ')) {
    const m = /^(it|ro): (.*)$/.exec(part);
    if (!m) throw new Error(`docs/glossary.md: "${part}" is not "it: …" or "ro: …"`);
    out[m[1] as 'it' | 'ro'].push(...forms(m[2]));
  }
  return out;
}

/** docs/glossary.md's table, row by row. */
export function glossary(): Term[] {
  const lines = readFileSync(join(__dirname, '..', '..', 'docs', 'glossary.md'), 'utf8').split('\n');
  const header = lines.findIndex((l) => /^\|\s*Concept\s*\|/.test(l));
  return lines
    .slice(header + 2)
    .filter((l) => l.startsWith('|'))
    .map((l) => {
      const cells = l
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim());
      if (cells.length !== 7) throw new Error(`docs/glossary.md: a row of ${cells.length} cells, not 7: ${l}`);
      const [concept, en, it, ro, , out, checked] = cells;
      return {
        concept,
        en: forms(en),
        it: forms(it),
        ro: forms(ro),
        rulesOut: rulesOut(out),
        checked: checked === 'where English says it',
      };
    });
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` says `form` as a whole word, in any case. */
export const says = (text: string, form: string) => new RegExp(`(?<![\\p{L}\\p{N}])${literal(form)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
