import { words } from '../../i18n/words';

/** The stakes' columns and statuses (docs/stakes.md), in Italian and Romanian. */
export const STAKES_LABELS = words({
  Best: { it: 'Migliore', ro: 'Cel mai bun loc' },
  Worst: { it: 'Peggiore', ro: 'Cel mai slab loc' },
  Title: { it: 'Titolo', ro: 'Titlu' },
  certain: { it: 'certo', ro: 'sigur' },
  possible: { it: 'possibile', ro: 'posibil' },
  out: { it: 'escluso', ro: 'exclus' },
});
