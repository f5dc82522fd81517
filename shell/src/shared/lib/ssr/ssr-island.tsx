import type { Scope } from 'effector';
import { Provider, useProvidedScope } from 'effector-react';
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from '@store/router';
import { HYDRATE_AT_PRESENCE_ATTRIBUTE } from '@store/domain';
import { ServerMainContext } from './server-main';
import { releaseIsland, yieldToMain, type Island } from './state';

export interface SsrIslandProps {
  island: Island;
  /**
   * The page module's component as the shell mounts it (its starter, then the page), as the server
   * rendered it; `retry`: after a failure, the remote is loaded afresh.
   */
  load: (retry: boolean) => Promise<ComponentType>;
  /** The manifest the shell's composition uses for the remote: hydration only with the server's version. */
  manifestOf: () => Promise<string | undefined>;
  /** The server rendered another version of the page's module: the browser renders the page as usual. */
  onFallback: () => void;
  /** The notice shown above the server's page while the remote's code cannot be loaded, with its retry. */
  failure: (retry: () => void) => ReactNode;
}

/**
 * Calls `done` once `node` has lost `attribute` (the page's starter removes its mark at the first
 * sign of someone at the page, decision 0053); returns a function that stops waiting.
 */
function whenAttributeGone(node: HTMLElement, attribute: string, done: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (node.hasAttribute(attribute)) return;
    observer.disconnect();
    done();
  });
  observer.observe(node, { attributes: true, attributeFilter: [attribute] });
  return () => observer.disconnect();
}

/** The server's page was rendered by a module version the composition no longer uses. */
class OtherVersionError extends Error {}

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
 * Hydrates the server-rendered page in place: its markup stays where the server put it when the
 * layout adopted the server's main (decision 0047), else it moves into the shell's layout at once; it
 * stays on screen while the remote's code loads, then becomes interactive as a root of its own that
 * shares the shell's scope and router (location and navigation come from the shell). When the
 * remote's code cannot be loaded, the page stays as the server drew it (readable, its links plain
 * links to the server) under a notice whose «Повторить» loads the code again and hydrates it.
 */
export function SsrIsland({ island, load, manifestOf, onFallback, failure }: SsrIslandProps) {
  const host = useRef<HTMLDivElement>(null);
  const scope = useProvidedScope();
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const root = useRef<{ root: Root; Page: ComponentType } | null>(null);
  const latest = useRef(location);
  latest.current = location;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // In the server's main the layout adopted (decision 0047): the page stays where the server put it.
  const serverMain = useContext(ServerMainContext);
  const inPlace = serverMain?.contains(island.node) ?? false;
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  useLayoutEffect(() => {
    // In the commit that mounts the layout: the page moves into it, the server's frame goes. In the
    // server's main it stays: moving it would make the browser lay the whole page out again.
    if (!inPlace) {
      host.current?.appendChild(island.node);
      island.frame?.remove();
    }
    return () => {
      const mounted = root.current;
      root.current = null;
      releaseIsland(island, inPlace);
      // Another root may not be unmounted while this one commits.
      if (mounted) setTimeout(() => mounted.root.unmount(), 0);
    };
  }, [island, inPlace]);

  useEffect(() => {
    let cancelled = false;
    let cancelWait = () => {};
    (async () => {
      // A newcomer's home page or listing, which the page's starter marks until it sees someone at the
      // page (packages/ssr, decision 0053): the code loads then; its taps are held meanwhile.
      if (island.node.hasAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE) && attempt === 0)
        await new Promise<void>((resolve) => (cancelWait = whenAttributeGone(island.node, HYDRATE_AT_PRESENCE_ATTRIBUTE, resolve)));
      if (cancelled) return;
      if ((await manifestOf()) !== island.state.manifest) throw new OtherVersionError('сервер отрисовал страницу другой версией модуля');
      const Page = await load(attempt > 0);
      // The remote's start-up and the hydration are separate tasks: input is handled in between.
      await yieldToMain();
      if (cancelled || !scope) return;
      // In a transition React hydrates in slices of a few milliseconds instead of one long task
      // (decision 0046); a tap meanwhile is held by the page's starter until the
      // island is marked hydrated (packages/ssr startAfterPicture), so React never takes it too.
      startTransition(() => {
        root.current = {
          Page,
          root: hydrateRoot(island.node, tree(scope, navigator, latest.current, Page, island.node), {
            onRecoverableError: (error) => console.error('[shell] ssr hydration:', error),
          }),
        };
      });
    })().catch((error: unknown) => {
      if (cancelled) return;
      if (error instanceof OtherVersionError) {
        console.error('[shell] the server-rendered page is rendered again in the browser:', error);
        onFallback();
        return;
      }
      console.error('[shell] the server-rendered page stays as the server drew it:', error);
      setFailed(true);
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
    // Hydrated once per attempt; later locations are rendered into the root by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => {
    const mounted = root.current;
    // A transition: a part still waiting for its code (a lazy panel) keeps the server's markup
    // instead of switching to client rendering (React #421).
    if (mounted && scope) startTransition(() => mounted.root.render(tree(scope, navigator, location, mounted.Page, island.node)));
  }, [location, navigator, scope, island.node]);

  return (
    <>
      {failed && failure(retry)}
      {!inPlace && <div ref={host} className="shell-ssr-host" />}
    </>
  );
}
