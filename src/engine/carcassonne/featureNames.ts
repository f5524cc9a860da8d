import { withoutArticle } from '../shared/articles';
import type { Cell } from '../shared/cells';
import { fold } from '../shared/text';
import type { Feature } from './feature';

/**
 * What a log's Feature cell and CARC_EXPLAIN's feature argument may call each feature (docs/carcassonne.md, SPEC
 * §11 rule 4, §12.4): its id, which the log's drop-down writes, then English names, the Romanian seed's nouns (`drum`,
 * `oraș`, `mănăstire`) and the Italian rules' (`strada`, `città`, `monastero`, `abbazia`). Each read in any case, with
 * or without diacritics, spaces, hyphens, apostrophes and an article (`un drum`, `la strada`).
 */
export const FEATURE_NAMES: Readonly<Record<Feature, readonly string[]>> = {
  road: ['drum', 'strada'],
  city: ['oraș', 'città'],
  monastery: ['cloister', 'mănăstire', 'monastero', 'abbazia'],
  field: ['câmp', 'campo'],
  garden: ['grădină', 'giardino'],
  babayaga: ["Baba Yaga's hut", 'coliba Babei Yaga', 'capanna di Baba Yaga'],
  germancastle: ['German castle', 'castel german', 'castello tedesco'],
  germancathedral: ['German cathedral', 'catedrală germană', 'cattedrale tedesca'],
};

/** A feature's name as it is looked up: folded, without its article, spaces, hyphens, apostrophes and underscores. */
const key = (text: string) => withoutArticle(fold(text)).replace(/[\s'’_-]/g, '');
const BY_NAME = new Map<string, Feature>(
  (Object.keys(FEATURE_NAMES) as Feature[]).flatMap((f) => [f, ...FEATURE_NAMES[f]].map((n) => [key(n), f] as const)),
);

/** The feature a cell names, or undefined. */
export function featureNamed(cell: Cell): Feature | undefined {
  return BY_NAME.get(key(String(cell ?? '')));
}
