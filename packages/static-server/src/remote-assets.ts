/** What a remote's mf-manifest.json says about its files (the part the preload hints need). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

export interface RemoteAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The files a remote's exposed module needs on first load: its remoteEntry.js and the module's own
 * chunks, without the fallback copies of shared packages (the shell provides those).
 */
export function assetsOf(manifest: Manifest, manifestUrl: string, exposed: string): RemoteAssets | null {
  const expose = manifest.exposes?.find((e) => e.name === exposed || e.path === `./${exposed}`);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry?.name) return null;
  const sharedFiles = new Set(
    (manifest.shared ?? []).flatMap((s) => [
      ...(s.assets?.js?.sync ?? []),
      ...(s.assets?.js?.async ?? []),
      ...(s.assets?.css?.sync ?? []),
      ...(s.assets?.css?.async ?? []),
    ]),
  );
  // The manifest's "async" files of a module are the remote's lazy files at large, other exposed
  // modules' own files among them. Those are never part of this module's page: an exposed module
  // is loaded on its own (loadRemote), with its own styles then.
  const otherModules = new Set(
    (manifest.exposes ?? []).filter((e) => e !== expose).flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])]),
  );
  const own = (file: string) => !sharedFiles.has(file) && !otherModules.has(file);
  const url = (file: string) => new URL(file, manifestUrl).toString();
  return {
    scripts: [url(`${entry.path ?? ''}${entry.name}`), ...(expose.assets?.js?.sync ?? []).filter((f) => !sharedFiles.has(f)).map(url)],
    // The module's lazy parts too: the server renders them, and their styles must be there at once.
    styles: [...new Set([...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])])].filter(own).map(url),
  };
}

/** Fetches and caches manifests for a short time, so preload hints cost no request per page view. */
export function manifestCache(ttlMs = 30_000, timeoutMs = 1_000) {
  const cache = new Map<string, { at: number; manifest: Manifest | null }>();
  return async (url: string): Promise<Manifest | null> => {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < ttlMs) return hit.manifest;
    const manifest = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      .catch(() => null);
    cache.set(url, { at: Date.now(), manifest });
    return manifest;
  };
}
