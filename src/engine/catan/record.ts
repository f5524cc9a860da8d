/** One player's pieces at the end of a game, as the scorekeeper counts them (docs/catan.md#a-players-pieces). */
export interface PlayerRecord {
  settlements: number;
  cities: number;
  vpcards: number;
  knights: number;
  roads: number;
  longest: number;
  firstarmy: boolean;
  firstroad: boolean;
}

export type Count = 'settlements' | 'cities' | 'vpcards' | 'knights' | 'roads' | 'longest';
