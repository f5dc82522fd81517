import { Breadcrumbs } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { writeJsonLd } from '../../../shared/lib/head';
import { $location } from '../../../shared/lib/location';
import { breadcrumbListJsonLd } from '../lib/build-breadcrumbs';
import { $breadcrumbs } from '../model/breadcrumbs';
import './breadcrumbs.css';

const JSON_LD_ID = 'shell-breadcrumbs-jsonld';

/** The page's breadcrumbs (SPEC §2) and their BreadcrumbList JSON-LD. */
export function PageBreadcrumbs() {
  const [crumbs, location] = useUnit([$breadcrumbs, $location]);
  useEffect(() => {
    writeJsonLd(document, JSON_LD_ID, crumbs.length > 0 ? breadcrumbListJsonLd(crumbs, window.location.origin, location.pathname) : null);
  }, [crumbs, location.pathname]);
  if (crumbs.length === 0) return null;
  return (
    <div className="shell-breadcrumbs" data-testid="shell-breadcrumbs">
      <Breadcrumbs items={crumbs} />
    </div>
  );
}
