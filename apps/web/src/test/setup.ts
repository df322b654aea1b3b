import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToaster } from '@/components/toaster';
import { dismissToast } from '@/lib/toast';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a first render
// (lazy routes, Radix) can take longer, which made tests fail for no fault of the app.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// React Router's scroll restoration calls window.scrollTo, which jsdom lacks.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The app loads its toaster with the first toast (components/toaster.tsx); tests start with it in, as
// a user's page has it by the time their first action is answered, so the notifications region is
// there from the first render. components/toaster.test.tsx covers the loading itself.
await loadToaster();

afterEach(() => {
  cleanup();
  // The toast store outlives a test; a toast left open would reappear in the next one.
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
