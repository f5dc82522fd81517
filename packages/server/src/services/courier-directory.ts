import type { ServiceContext } from './context';

/** The job's name in job_leases. */
export const COURIER_DIRECTORY_JOB = 'courier-directory';
/** The carrier's cities and pickup points are asked for once a day. */
export const COURIER_DIRECTORY_EVERY_MS = 24 * 60 * 60 * 1000;
/** An instance that dies mid-refresh holds the job this long at most. */
export const COURIER_DIRECTORY_LEASE_MS = 30 * 60 * 1000;

export interface CourierDirectoryRefresh {
  /** Destinations resolved to the carrier's cities, and their pickup points now kept. */
  cities: number;
  points: number;
  /** Listed points the store cannot offer (no place, no weight limit, not handing out). */
  skippedPoints: number;
  /** Destinations the carrier knows no city of that name for. */
  unresolved: string[];
  /** Destinations whose refresh failed: they keep yesterday's points, and the job runs again within the hour. */
  failed: { city: string; error: string }[];
  /** Cities gone from the destinations, removed with their points (only after a refresh without failures). */
  removedCities: number;
}

/**
 * Refreshes the carrier's directory (decision 0017): each of the store's destination cities is
 * resolved to the carrier's city and its pickup points replace the kept ones. Runs on one instance
 * of many (a lease in job_leases) and once a day: null when it is not due, is running elsewhere, or
 * the courier company has no directory (the local model). A city that fails keeps its points and the
 * job is left undone, so any instance's next tick tries again. `force` ignores the day.
 */
export async function refreshCourierDirectory(
  ctx: Pick<ServiceContext, 'repos' | 'settings' | 'providers'>,
  options: { force?: boolean } = {},
): Promise<CourierDirectoryRefresh | null> {
  const directory = ctx.providers.courierCompany.directory;
  if (!directory) return null;
  const now = ctx.settings.now();
  const leaseUntil = new Date(now.getTime() + COURIER_DIRECTORY_LEASE_MS);
  const doneBefore = options.force ? now : new Date(now.getTime() - COURIER_DIRECTORY_EVERY_MS);
  if (!(await ctx.repos.jobLeases.claim(COURIER_DIRECTORY_JOB, now, leaseUntil, doneBefore))) return null;

  const report: CourierDirectoryRefresh = { cities: 0, points: 0, skippedPoints: 0, unresolved: [], failed: [], removedCities: 0 };
  try {
    const resolved: number[] = [];
    for (const destination of await ctx.repos.cdek.destinations()) {
      try {
        const city = await directory.findCity(destination.name, destination);
        if (!city) {
          report.unresolved.push(destination.name);
          continue;
        }
        const { points, skipped } = await directory.pickupPoints(city.code);
        await ctx.repos.cdek.replaceCity(city, points, now);
        resolved.push(city.code);
        report.cities += 1;
        report.points += points.length;
        report.skippedPoints += skipped;
      } catch (error) {
        report.failed.push({ city: destination.name, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (report.failed.length > 0) {
      await ctx.repos.jobLeases.release(COURIER_DIRECTORY_JOB);
      return report;
    }
    report.removedCities = await ctx.repos.cdek.removeCitiesExcept(resolved);
    await ctx.repos.jobLeases.done(COURIER_DIRECTORY_JOB, now);
    return report;
  } catch (error) {
    await ctx.repos.jobLeases.release(COURIER_DIRECTORY_JOB);
    throw error;
  }
}
