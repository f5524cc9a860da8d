import { labels } from '../../i18n/words';

/** The stakes' columns and statuses (docs/stakes.md), in English, Italian and Romanian: each status under its id (`certain`). */
export const STAKES_LABELS = labels({
  best: { en: 'Best', it: 'Migliore', ro: 'Cel mai bun loc' },
  worst: { en: 'Worst', it: 'Peggiore', ro: 'Cel mai slab loc' },
  title: { en: 'Title', it: 'Titolo', ro: 'Titlu' },
  certain: { en: 'certain', it: 'certo', ro: 'sigur' },
  possible: { en: 'possible', it: 'possibile', ro: 'posibil' },
  out: { en: 'out', it: 'escluso', ro: 'exclus' },
});
