import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastStore from '@/lib/toast';
import type * as ToasterModule from './toaster';

// The test setup loads the Radix toaster before every file, as it is on a page where the user has
// done something. Each test here starts from a fresh copy of the modules instead: nothing loaded.
let mod: typeof ToasterModule;
let store: typeof ToastStore;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./toaster');
  store = await import('@/lib/toast');
  return () => act(() => store.dismissToast());
});

const region = () => screen.queryByRole('region', { name: /notifications/i });

describe('Toaster, loaded when first needed', () => {
  it('is not loaded with the page, and shows the first toast once its code is in', async () => {
    const load = vi.fn(mod.loadToaster);
    render(<mod.Toaster load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(region()).toBeNull();

    act(() => {
      store.toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
    });
    expect(load).toHaveBeenCalledTimes(1);
    const notifications = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText('Message Sent!')).toBeInTheDocument();
    expect(within(notifications).getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
  });

  it("starts loading on the user's first press, before any toast", async () => {
    const load = vi.fn(mod.loadToaster);
    render(<mod.Toaster load={load} />);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();

    // In: the next toast is on screen in the same render.
    act(() => {
      store.toast({ title: 'Job saved successfully!' });
    });
    expect(within(region()!).getByText('Job saved successfully!')).toBeInTheDocument();
  });

  it('still shows and announces a toast when its code cannot be loaded', async () => {
    const user = userEvent.setup();
    render(<mod.Toaster load={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />);
    act(() => {
      store.toast({ title: 'Error', description: 'Failed to remove job from saved jobs.', variant: 'destructive' });
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to remove job from saved jobs.')).toBeInTheDocument();

    act(() => {
      store.toast({ title: 'Success', description: 'Job saved successfully!' });
    });
    expect(within(screen.getByRole('status')).getByText('Job saved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the plain toast after the same time as a Radix one', async () => {
    vi.useFakeTimers();
    try {
      render(<mod.Toaster load={() => Promise.reject(new Error('offline'))} />);
      act(() => {
        store.toast({ title: 'Signed out' });
      });
      await act(async () => {}); // the failed load settles
      expect(screen.getByRole('status')).toHaveTextContent('Signed out');
      act(() => {
        vi.advanceTimersByTime(store.TOAST_DURATION_MS + 100);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
