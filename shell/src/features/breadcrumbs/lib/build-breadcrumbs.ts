import { buildBreadcrumbs as buildTrail, type BreadcrumbInput, type Crumb } from '@store/domain';
import { isShellLess } from '../../../shared/config/route-table';

export { breadcrumbListJsonLd } from '@store/domain';
export type { BreadcrumbInput, Crumb } from '@store/domain';

/** The crumbs of @store/domain's rule (SPEC §2), and none on the shell-less paths the shell draws bare. */
export function buildBreadcrumbs(input: BreadcrumbInput): Crumb[] {
  return isShellLess(input.pathname) ? [] : buildTrail(input);
}
