import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from '@store/ui';
import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { reregisterRemote, startComposition, type RemoteName } from './composition';
import './remote-slot.css';

type AnyProps = Record<string, unknown>;
type Loaded = ComponentType<AnyProps>;

/** Loads `remote/Module` after the composition is registered; the module's default export is a component. */
async function loadExposed(remote: RemoteName, module: string, retry: boolean): Promise<{ default: Loaded }> {
  await startComposition();
  if (retry) await reregisterRemote(remote);
  const loaded = await loadRemote<{ default: Loaded }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

const cache = new Map<string, Loaded>();

function lazyRemote(remote: RemoteName, module: string, attempt: number): Loaded {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadExposed(remote, module, attempt > 0)) as unknown as Loaded;
    cache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  area: string;
  testId: string;
  onRetry: () => void;
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
    console.error(`[shell] ${this.props.testId} failed:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="shell-remote-fallback" role="alert" data-testid="shell-remote-fallback" data-area={this.props.testId}>
        <p className="shell-remote-fallback__text">
          Не удалось загрузить раздел «{this.props.area}». Проверьте подключение и попробуйте ещё раз.
        </p>
        <Button onClick={this.props.onRetry}>Повторить</Button>
      </div>
    );
  }
}

interface RemoteSlotProps {
  remote: RemoteName;
  module: string;
  /** Russian name of the area for the fallback text. */
  area: string;
  props?: AnyProps;
  /** What to show while the remote loads; a placeholder of the right size avoids layout shift. */
  placeholder?: ReactNode;
}

/**
 * Mounts an exposed module of a remote inside an error boundary with retry. Keyed by the module,
 * so a route change to another remote never inherits the previous area's failure or retries.
 */
export function RemoteSlot(slot: RemoteSlotProps) {
  return <RemoteArea key={`${slot.remote}/${slot.module}`} {...slot} />;
}

function RemoteArea({ remote, module, area, props, placeholder = null }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const Loaded = lazyRemote(remote, module, attempt);
  return (
    <RemoteBoundary key={attempt} area={area} testId={`${remote}/${module}`} onRetry={retry}>
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
