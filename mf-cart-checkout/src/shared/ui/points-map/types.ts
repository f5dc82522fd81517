/** A point a map and a list both offer: a shop, or a courier company's pickup point. */
export interface MapPoint {
  id: string;
  title: string;
  address: string;
  coordinates: readonly number[];
}
