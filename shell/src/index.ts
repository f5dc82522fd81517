import { satisfy } from '@module-federation/enhanced/runtime';
import { SSR_IDS } from '@store/domain';
import { yieldToMain } from './shared/lib/yield-to-main';

declare let __webpack_nonce__: string | undefined;

// The page's Content-Security-Policy nonce (decision 0032), from an element the server signed (the
// browser keeps it in the `nonce` property only): the style and script elements webpack and Module
// Federation add from here on carry it too, and so does the toasts' style element.
const nonce = document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce || undefined;
// eslint-disable-next-line prefer-const, @typescript-eslint/no-unused-vars -- webpack compiles this free variable to its runtime's nonce (__webpack_require__.nc)
__webpack_nonce__ = nonce;
// goober (notistack's styles) signs its one style element with this.
(window as { __nonce__?: string }).__nonce__ = nonce;

// Async boundary: shared modules (react, effector, the bus) are negotiated before bootstrap runs
// (module-federation-examples discussion #2042). Start-up in short tasks (decision 0050): the MF
// runtime's start is one task; then the big shared libraries are asked for one per task (asking is
// the runtime's share negotiation and a script element per chunk), and each is evaluated when its
// chunk has arrived, in a task of its own, instead of all of them at once in bootstrap's task.
const sharedFirst = [
  () => import('react-dom/client'),
  () => import('effector'),
  () => import('@store/router'),
  () => import('@store/bus'),
  // The API client (axios) only where the page asks the API at its start: a page the server rendered
  // came with the shell's start answers and gets it at its first request (decision 0043).
  ...(document.getElementById(SSR_IDS.start) ? [] : [() => import('@store/api-client')]),
];

async function start() {
  // The MF runtime checks each shared module's version with a semver parser that compiles a dozen
  // large regular expressions on its first use, inside whatever task asks for a shared module first
  // (decision 0050). Here it is a task of its own.
  await yieldToMain();
  satisfy('1.0.0', '^1.0.0');
  for (const ask of sharedFirst) {
    await yieldToMain();
    // A failure here shows again, and is reported, where bootstrap asks for the same module.
    ask().catch(() => undefined);
  }
  await yieldToMain();
  await import('./bootstrap');
}

void start();
