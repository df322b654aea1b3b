import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { once } from '@/hooks/use-deferred';
import { showUpgradePrompt } from '@/lib/upgrade-prompt';
import { UpgradePromptDialog } from './upgrade-prompt-dialog';

const prompt = {
  title: 'Free plan limit reached',
  message: 'You have used all 5 applications of the Free plan this month. Upgrade to Premium for unlimited applications.',
};

function renderHost(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

describe('UpgradePromptDialog, loaded when first needed', () => {
  it('loads its dialog with the first prompt, not with the page, then shows it', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => import('./upgrade-dialog').then((module) => module.UpgradeDialog));
    // A loader of its own: the page's may have loaded the dialog in an earlier test file.
    renderHost(<UpgradePromptDialog loader={once(load)} />);
    expect(load).not.toHaveBeenCalled();

    act(() => {
      showUpgradePrompt(prompt);
    });
    const dialog = await screen.findByRole('dialog', { name: prompt.title });
    expect(dialog).toHaveAccessibleDescription(prompt.message);
    expect(within(dialog).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells the prompt as a toast when its dialog cannot be loaded', async () => {
    renderHost(<UpgradePromptDialog loader={once(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))} />);
    act(() => {
      showUpgradePrompt(prompt);
    });
    const notifications = screen.getByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText(prompt.message)).toBeInTheDocument();
    expect(within(notifications).getByText(prompt.title)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
