/** The viewed-products list (SPEC §3, §9): newest first, each product or marked-down item once, at most 15. */
import { VIEW_HISTORY_CAP } from './constants';

/** A viewed product (or marked-down item), newest first, at most VIEW_HISTORY_CAP; kept in the browser only. */
export interface ViewHistoryItem {
  id: number;
  defectSerialNumber: string | null;
}

/** Puts the viewed item first, drops its earlier entry, and keeps the newest 15. */
export function rememberView(items: readonly ViewHistoryItem[], viewed: ViewHistoryItem): ViewHistoryItem[] {
  const serial = viewed.defectSerialNumber ?? null;
  const others = items.filter((item) => !(item.id === viewed.id && (item.defectSerialNumber ?? null) === serial));
  return [{ id: viewed.id, defectSerialNumber: serial }, ...others].slice(0, VIEW_HISTORY_CAP);
}
