import { labels } from '../i18n/words';

/**
 * Catan's words in the standings (its columns and the steps of its tie-break chain), in English, Italian and
 * Romanian: the seed's own Italian words (docs/languages.md).
 */
export const CATAN_LABELS = labels({
  vpCapped: { en: 'VP (capped)', it: 'VP (fino al traguardo)', ro: 'PV (până la țintă)' },
  vpShare: { en: 'VP %', it: '% VP', ro: '% PV' },
  vpUpToTarget: { en: 'VP up to the target', it: 'VP fino al traguardo', ro: 'PV până la țintă' },
  declared: { en: 'Declared', it: 'Dichiarata', ro: 'Declarată' },
});
