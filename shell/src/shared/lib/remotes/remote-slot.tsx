import type { PageContext } from '@store/bus';
import { Button } from '@store/ui';
import { is, type EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '@store/router';
import { islandFor, SsrIsland, type Island } from '../ssr';
import { startComposition, type RemoteName } from './composition';
import { loadExposed } from './load-exposed';
import './remote-slot.css';

type AnyProps = Record<string, unknown>;
type Loaded = ComponentType<AnyProps>;

/** What a remote's module may export; checked at run time, a remote is another team's build. */
interface ExposedModule {
  default?: unknown;
  pageStarted?: unknown;
}

/**
 * Calls the page's `pageStarted` in the shell's scope (the one `Provider` gives) with the location,
 * on mount and on every change of path or query: the page loads its data from the model, never
 * from a component (bus README "Page modules").
 */
function PageStarter({ started }: { started: EventCallable<PageContext> }) {
  const { pathname, search } = useLocation();
  const start = useUnit(started);
  useEffect(() => {
    start({ pathname, search });
  }, [start, pathname, search]);
  return null;
}

/** A page module's component with its start-up; a module without `pageStarted` only renders. */
function pageHostFor(Page: Loaded, started: EventCallable<PageContext> | null): Loaded {
  function RemotePage(props: AnyProps) {
    return (
      <>
        {started && <PageStarter started={started} />}
        <Page {...props} />
      </>
    );
  }
  return RemotePage;
}

async function loadComponent(remote: RemoteName, module: string, retry: boolean, page: boolean): Promise<{ default: Loaded }> {
  const loaded = await loadExposed<ExposedModule>(remote, module, retry);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`${remote}/${module}: нет компонента в default-экспорте`);
  }
  const component = loaded.default as Loaded;
  if (!page) return { default: component };
  const started = is.event(loaded.pageStarted) ? (loaded.pageStarted as EventCallable<PageContext>) : null;
  return { default: pageHostFor(component, started) };
}

const cache = new Map<string, Loaded>();
const cacheKey = (remote: RemoteName, module: string, attempt: number, page: boolean) =>
  `${remote}/${module}#${attempt}${page ? ':page' : ''}`;

/**
 * Loads a remote's component ahead of its `RemoteSlot` (a slot that waits for its first use). Once
 * this resolves, the slot renders the component in its first commit, never its placeholder: what
 * stood in its place (a field the shopper types into) is swapped in one commit. Rejects when the
 * remote fails; the next call tries again.
 */
export async function preloadRemote(remote: RemoteName, module: string): Promise<void> {
  const key = cacheKey(remote, module, 0, false);
  if (cache.has(key)) return;
  const { default: component } = await loadComponent(remote, module, false, false);
  // A slot that rendered meanwhile keeps its own (lazy) component: the same module, no remount.
  if (!cache.has(key)) cache.set(key, component);
}

function lazyRemote(remote: RemoteName, module: string, attempt: number, page: boolean): Loaded {
  const key = cacheKey(remote, module, attempt, page);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadComponent(remote, module, attempt > 0, page)) as unknown as Loaded;
    cache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  area: string;
  testId: string;
  onRetry: () => void;
  onFailure: ((error: unknown) => void) | undefined;
  fallback: ReactNode | undefined;
  children: ReactNode;
}

/** Contains a failing remote: the rest of the page keeps working, the area offers «Повторить». */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Visible to monitoring and to whoever debugs a broken composition.
    console.error(`[shell] ${this.props.testId} failed: ${error instanceof Error ? error.message : String(error)}`, error);
    this.props.onFailure?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (this.props.onFailure) return null;
    return <RemoteFailure area={this.props.area} testId={this.props.testId} onRetry={this.props.onRetry} />;
  }
}

/** The notice of an area whose remote failed to load, with «Повторить». */
function RemoteFailure({ area, testId, onRetry }: { area: string; testId: string; onRetry: () => void }) {
  return (
    <div className="shell-remote-fallback" role="alert" data-testid="shell-remote-fallback" data-area={testId}>
      <p className="shell-remote-fallback__text">Не удалось загрузить раздел «{area}». Проверьте подключение и попробуйте ещё раз.</p>
      <Button onClick={onRetry}>Повторить</Button>
    </div>
  );
}

export interface RemoteSlotProps {
  remote: RemoteName;
  module: string;
  /** Russian name of the area for the fallback text. */
  area: string;
  props?: AnyProps;
  /** What to show while the remote loads; a placeholder of the right size avoids layout shift. */
  placeholder?: ReactNode;
  /** A page module (bus `PageModule`): its `pageStarted` is called with the location. */
  page?: boolean;
  /**
   * Instead of the inline fallback, report the failure and render nothing (modals: a toast says
   * it, and the next request tries again).
   */
  onFailure?: (error: unknown) => void;
  /** Failures so far; above 0 the remote is registered again and loaded afresh. */
  attempt?: number;
  /** What to draw instead of the «Повторить» box when the remote fails (a header slot must not grow). */
  fallback?: ReactNode;
}

/**
 * Mounts an exposed module of a remote inside an error boundary with retry. Keyed by the module,
 * so a route change to another remote never inherits the previous area's failure or retries.
 */
export function RemoteSlot(slot: RemoteSlotProps) {
  if (slot.page) return <PageSlot key={`${slot.remote}/${slot.module}`} {...slot} />;
  return <RemoteArea key={`${slot.remote}/${slot.module}`} {...slot} />;
}

/**
 * A page module: hydrated in place when the shell's server rendered it into the HTML (the first
 * page of a visit), else loaded and rendered in the browser.
 */
function PageSlot(slot: RemoteSlotProps) {
  const { pathname, search } = useLocation();
  const [island, setIsland] = useState<Island | null>(() => islandFor(`${slot.remote}/${slot.module}`, `${pathname}${search}`));
  const load = useCallback(
    (retry: boolean) => loadComponent(slot.remote, slot.module, retry, true).then((loaded) => loaded.default),
    [slot.remote, slot.module],
  );
  const manifestOf = useCallback(() => startComposition().then((composition) => composition[slot.remote]), [slot.remote]);
  const fallback = useCallback(() => setIsland(null), []);
  const failure = useCallback(
    (retry: () => void) => <RemoteFailure area={slot.area} testId={`${slot.remote}/${slot.module}`} onRetry={retry} />,
    [slot.area, slot.remote, slot.module],
  );
  if (island) return <SsrIsland island={island} load={load} manifestOf={manifestOf} onFallback={fallback} failure={failure} />;
  return <RemoteArea {...slot} />;
}

function RemoteArea({
  remote,
  module,
  area,
  props,
  placeholder = null,
  page = false,
  onFailure,
  fallback,
  attempt: initial = 0,
}: RemoteSlotProps) {
  const [retries, setRetries] = useState(0);
  const retry = useCallback(() => setRetries((n) => n + 1), []);
  const attempt = initial + retries;
  const Loaded = lazyRemote(remote, module, attempt, page);
  return (
    <RemoteBoundary key={attempt} area={area} testId={`${remote}/${module}`} onRetry={retry} onFailure={onFailure} fallback={fallback}>
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
