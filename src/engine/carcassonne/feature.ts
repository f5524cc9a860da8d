/** A feature a scoring function counts: the model the modifiers, the limits and the messages share. */
export type Feature = 'road' | 'city' | 'monastery' | 'field' | 'garden' | 'babayaga' | 'germancastle' | 'germancathedral';
