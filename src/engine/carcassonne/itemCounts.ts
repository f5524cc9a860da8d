import type { Lang } from '../i18n/lang';
import type { ItemWord } from './itemWords';

/**
 * The singular of each noun CARC_EXPLAIN counts (`1 pennant ×2 = 2`, `1 blazon ×2 = 2`), beside its plural in
 * itemWords.ts: a count of one takes it in every language (docs/languages.md). A noun counted only in twos and more
 * (`tiles (small city)`) has none.
 */
export const ONE_ITEM: Partial<Record<ItemWord, Record<Lang, string>>> = {
  tiles: { en: 'tile', it: 'tessera', ro: 'cartonaș' },
  pennants: { en: 'pennant', it: 'stemma', ro: 'blazon' },
  'road tiles': { en: 'road tile', it: 'tessera di strada', ro: 'cartonaș de drum' },
  'segments on German-cathedral tiles': {
    en: 'segment on German-cathedral tiles',
    it: 'segmento su tessere di cattedrale tedesca',
    ro: 'segment pe cartonașe de catedrală germană',
  },
  'German-cathedral segments': { en: 'German-cathedral segment', it: 'segmento di cattedrale tedesca', ro: 'segment de catedrală germană' },
  'German castles': { en: 'German castle', it: 'castello tedesco', ro: 'castel german' },
  'followers on the labyrinth': { en: 'follower on the labyrinth', it: 'seguace nel labirinto', ro: 'supus în labirint' },
  'little buildings': { en: 'little building', it: 'piccolo edificio', ro: 'construcție mică' },
  vineyards: { en: 'vineyard', it: 'vigneto', ro: 'podgorie' },
  cities: { en: 'city', it: 'città', ro: 'oraș' },
  castles: { en: 'castle', it: 'castello', ro: 'cetate' },
  'empty spaces': { en: 'empty space', it: 'spazio vuoto', ro: 'spațiu gol' },
  'tiles around': { en: 'tile around', it: 'tessera intorno', ro: 'cartonaș în jur' },
};
