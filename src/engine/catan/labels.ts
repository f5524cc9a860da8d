import { words } from '../i18n/words';

/**
 * Catan's words in the standings (its columns and the steps of its tie-break chain), in Italian and Romanian: the
 * seed's own Italian words (docs/languages.md).
 */
export const CATAN_LABELS = words({
  'VP (capped)': { it: 'VP (fino al traguardo)', ro: 'PV (până la țintă)' },
  'VP %': { it: '% VP', ro: '% PV' },
  'VP up to the target': { it: 'VP fino al traguardo', ro: 'PV până la țintă' },
});
