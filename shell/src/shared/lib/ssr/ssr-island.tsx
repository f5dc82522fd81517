import type { Scope } from 'effector';
import { Provider, useProvidedScope } from 'effector-react';
import { startTransition, useContext, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from 'react-router-dom';
import { releaseIsland, yieldToMain, type Island } from './state';

export interface SsrIslandProps {
  island: Island;
  /** The page module's component as the shell mounts it (its starter, then the page), as the server rendered it. */
  load: () => Promise<ComponentType>;
  /** The manifest the shell's composition uses for the remote: hydration only with the server's version. */
  manifestOf: () => Promise<string | undefined>;
  /** Hydration is impossible (another version, the remote failed): the browser renders the page as usual. */
  onFallback: () => void;
}

/** Marks the markup as hydrated (after React's commit): browser tests and monitoring can tell. */
function Hydrated({ node, children }: { node: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    node.dataset.hydrated = 'true';
  }, [node]);
  return children;
}

// One child per level (no sibling added): React's ids (useId) stay those of the server's tree.
function tree(scope: Scope, navigator: Navigator, location: Location, Page: ComponentType, node: HTMLElement) {
  return (
    <Provider value={scope}>
      <Router location={location} navigator={navigator}>
        <Hydrated node={node}>
          <Page />
        </Hydrated>
      </Router>
    </Provider>
  );
}

/**
 * Hydrates the server-rendered page in place: its markup moves into the shell's layout at once and
 * stays on screen while the remote's code loads, then becomes interactive as a root of its own that
 * shares the shell's scope and router (location and navigation come from the shell).
 */
export function SsrIsland({ island, load, manifestOf, onFallback }: SsrIslandProps) {
  const host = useRef<HTMLDivElement>(null);
  const scope = useProvidedScope();
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const root = useRef<{ root: Root; Page: ComponentType } | null>(null);
  const latest = useRef(location);
  latest.current = location;

  useLayoutEffect(() => {
    // In the commit that mounts the layout: the page keeps its place, the server's frame goes.
    host.current?.appendChild(island.node);
    island.frame?.remove();
    return () => {
      const mounted = root.current;
      root.current = null;
      releaseIsland(island);
      // Another root may not be unmounted while this one commits.
      if (mounted) setTimeout(() => mounted.root.unmount(), 0);
    };
  }, [island]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if ((await manifestOf()) !== island.state.manifest) throw new Error('сервер отрисовал страницу другой версией модуля');
      const Page = await load();
      // The remote's start-up and the hydration are separate tasks: input is handled in between.
      await yieldToMain();
      if (cancelled || !scope) return;
      root.current = {
        Page,
        root: hydrateRoot(island.node, tree(scope, navigator, latest.current, Page, island.node), {
          onRecoverableError: (error) => console.error('[shell] ssr hydration:', error),
        }),
      };
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.error('[shell] the server-rendered page is rendered again in the browser:', error);
      onFallback();
    });
    return () => {
      cancelled = true;
    };
    // Hydrated once; later locations are rendered into the root by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const mounted = root.current;
    // A transition: a part still waiting for its code (a lazy panel) keeps the server's markup
    // instead of switching to client rendering (React #421).
    if (mounted && scope) startTransition(() => mounted.root.render(tree(scope, navigator, location, mounted.Page, island.node)));
  }, [location, navigator, scope, island.node]);

  return <div ref={host} className="shell-ssr-host" />;
}
