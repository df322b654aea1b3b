import { act, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient, fakeApi, toastRegion } from '@/test/render';
import { useCheckout } from './use-checkout';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

describe('useCheckout', () => {
  it("asks a guest to log in and creates no order ('Login Required')", async () => {
    server = fakeApi({});
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProvider queryClient={queryClient}>{children}</AppProvider>;
    const { result } = renderHook(() => useCheckout(), { wrapper });
    await act(() => result.current.start({ name: 'Premium', price: 199, billingCycle: 'monthly' }));
    expect(await within(toastRegion()).findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to subscribe to a plan.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    expect(result.current.stage).toBe('idle');
  });
});
