import { $supportPhone } from '@store/bus';
import { copyrightYear } from '@store/domain';
import { StoreFooter, useNearViewport } from '@store/ui';
import type { Scope } from 'effector';
import { Provider, useProvidedScope, useUnit } from 'effector-react';
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useNavigate } from '@store/router';
import { $bottomMenu } from '../../entities/menus';
import { $supportHours } from '../../features/settings';
import { loadSubscriptionForm, SubscriptionForm } from '../../features/subscription';
import type { ServerFooter } from '../../shared/lib/ssr';

/** The newsletter form of a footer the shell draws: its code loads once the form's place is in view. */
function NearSubscription() {
  const slot = useRef<HTMLDivElement>(null);
  // In view, not near it: before a page's content arrives the footer sits just under its placeholder.
  const near = useNearViewport(slot, '0px');
  return (
    <div ref={slot}>
      {near && (
        <Suspense fallback={null}>
          <SubscriptionForm />
        </Suspense>
      )}
    </div>
  );
}

/** Footer of SPEC §2, drawn by the shell when the page came without the server's (@store/ui's StoreFooter). */
export function Footer() {
  const [columns, phone, hours] = useUnit([$bottomMenu, $supportPhone, $supportHours]);
  return <StoreFooter columns={columns} phone={phone} hours={hours} year={copyrightYear()} subscription={<NearSubscription />} />;
}

/** Runs `ready` after the hydrated form's first commit. */
function Ready({ ready, children }: { ready: () => void; children: ReactNode }) {
  useEffect(ready, [ready]);
  return children;
}

/**
 * A link of the store's own pages the plain way: same origin, a left click without modifier keys, no
 * other target, no file. The router takes it instead of a new document.
 */
function ownPageOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * What was typed into the server's input before the form was hydrated goes into the form's state:
 * hydration keeps the typed text on screen but not in the model. Set through the element first (which
 * React watches), then natively, the value reaches the form as the shopper's own input.
 */
function takeTypedValue(input: HTMLInputElement) {
  const typed = input.value;
  if (!typed || !setNativeValue) return;
  input.value = '';
  setNativeValue.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hydrates the newsletter form of the server's footer, and only it: once its place is in view, or at
 * once when the shopper focuses it or sends it first (that sending is made again once the form is live).
 */
function hydrateSubscription(slot: HTMLElement, scope: Scope): () => void {
  let root: Root | null = null;
  let live = false;
  let cancelled = false;
  let held: HTMLFormElement | null = null;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        });
  const onSubmit = (event: Event) => {
    if (live) return;
    // Before the form is live a sending would be the browser's own (a new document): it waits for the form.
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held = event.target;
    start();
  };
  const ready = () => {
    live = true;
    for (const input of slot.querySelectorAll('input')) takeTypedValue(input);
    const form = held;
    held = null;
    if (form?.isConnected) form.requestSubmit();
  };
  function start() {
    observer?.disconnect();
    slot.removeEventListener('focusin', start);
    if (root || cancelled) return;
    void loadSubscriptionForm().then(({ default: Form }) => {
      if (cancelled || root) return;
      root = hydrateRoot(
        slot,
        <Provider value={scope}>
          <Ready ready={ready}>
            <Form />
          </Ready>
        </Provider>,
        { onRecoverableError: (error) => console.error('[shell] footer form hydration:', error) },
      );
    });
  }
  slot.addEventListener('submit', onSubmit, true);
  slot.addEventListener('focusin', start);
  if (observer) observer.observe(slot);
  else start();
  return () => {
    cancelled = true;
    observer?.disconnect();
    slot.removeEventListener('submit', onSubmit, true);
    slot.removeEventListener('focusin', start);
    const mounted = root;
    // Another root may not be unmounted while this one commits.
    if (mounted) setTimeout(() => mounted.unmount(), 0);
  };
}

/**
 * The footer the server drew (decision 0055) stays as it is: no render, no layout of it here. Its own
 * links go through the router, its newsletter form is hydrated, and it hides on a shell-less path.
 */
export function AdoptedFooter({ footer, hidden }: { footer: ServerFooter; hidden: boolean }) {
  const navigate = useNavigate();
  const scope = useProvidedScope();
  useLayoutEffect(() => {
    footer.node.hidden = hidden;
  }, [footer, hidden]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = ownPageOf(event);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    footer.node.addEventListener('click', onClick);
    return () => footer.node.removeEventListener('click', onClick);
  }, [footer, navigate]);
  useEffect(() => (footer.subscription && scope ? hydrateSubscription(footer.subscription, scope) : undefined), [footer, scope]);
  return null;
}
