import type { Plan, SubscriptionInfo, User } from '@pathway/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import type { RazorpayFailure, RazorpayOptions } from '../razorpay';

const plans: Plan[] = [
  {
    name: 'Free',
    tier: 'free',
    price: 0,
    currency: 'INR',
    billingCycle: 'monthly',
    features: ['Browse and search every job and internship', '5 job details a month', '5 applications a month'],
    limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
    advancedFilters: false,
  },
  {
    name: 'Premium',
    tier: 'premium',
    price: 199,
    currency: 'INR',
    billingCycle: 'monthly',
    features: ['Unlimited job details', 'Unlimited applications', 'Advanced filters: experience and salary'],
    limits: { jobViewsPerMonth: null, applicationsPerMonth: null },
    advancedFilters: true,
  },
];

const freeInfo: SubscriptionInfo = {
  tier: 'free',
  status: 'inactive',
  expiresAt: null,
  usage: { jobViews: 2, applications: 1 },
  limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
  usageResetsAt: '2026-11-30T18:30:00.000Z',
};

const premiumInfo: SubscriptionInfo = {
  tier: 'premium',
  status: 'active',
  expiresAt: '2026-12-22T10:00:00.000Z',
  usage: { jobViews: 12, applications: 3 },
  limits: { jobViewsPerMonth: null, applicationsPerMonth: null },
  usageResetsAt: '2026-11-30T18:30:00.000Z',
};

const premiumUser: User = {
  ...testUser,
  subscriptionTier: 'premium',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: premiumInfo.expiresAt,
};

const order = {
  id: 'order_sbx_abc123',
  amount: 19900,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  mode: 'sandbox',
  planName: 'Premium',
  description: 'Pathway Premium, 1 month',
};

const payment = {
  razorpay_order_id: order.id,
  razorpay_payment_id: 'pay_sbx_xyz789',
  razorpay_signature: 'a'.repeat(64),
};

/** Stands in for the payment provider's Checkout (the outside world): records what the page opens. */
class FakeCheckout {
  static opened: FakeCheckout[] = [];
  readonly listeners = new Map<string, (response: RazorpayFailure) => void>();
  constructor(readonly options: RazorpayOptions) {}
  on(event: string, listener: (response: RazorpayFailure) => void) {
    this.listeners.set(event, listener);
  }
  open() {
    FakeCheckout.opened.push(this);
  }
}

/** The browser's side of loading a script: every script the page adds loads (or fails, for `failing`). */
function serveScripts(failing: (src: string) => boolean = () => false) {
  const added: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((m) => [...m.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      added.push(node.getAttribute('src') ?? '');
      setTimeout(() => node.dispatchEvent(new Event(failing(node.src) ? 'error' : 'load')), 0);
    }
  });
  observer.observe(document.head, { childList: true });
  return { added, stop: () => observer.disconnect() };
}

let server: ReturnType<typeof fakeApi> | undefined;
let scripts: ReturnType<typeof serveScripts> | undefined;

beforeEach(() => {
  FakeCheckout.opened = [];
  window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
});

afterEach(() => {
  server?.restore();
  server = undefined;
  scripts?.stop();
  scripts = undefined;
  delete window.Razorpay;
});

function start(user: User | null, extra: FakeRoutes = {}) {
  if (user) localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeApi({
    'GET /subscription/plans': ok(plans),
    'GET /users/profile': ok(user ?? testUser),
    'GET /subscription/info': ok(user?.subscriptionTier === 'premium' ? premiumInfo : freeInfo),
    ...extra,
  });
  return server;
}

async function openPricing() {
  const view = renderApp('/pricing');
  await screen.findByRole('group', { name: 'Premium' });
  return view;
}

const requests = (method: string, url: string) =>
  (server?.requests ?? []).filter((r) => r.method === method && r.url === url);

async function lastCheckout(): Promise<FakeCheckout> {
  await waitFor(() => expect(FakeCheckout.opened.length).toBeGreaterThan(0));
  return FakeCheckout.opened.at(-1)!;
}

async function expectToast(title: string, description?: string) {
  expect(await within(toastRegion()).findByText(title)).toBeInTheDocument();
  if (description) expect(within(toastRegion()).getByText(description)).toBeInTheDocument();
}

describe('/pricing for a guest', () => {
  it('shows both plans with price, features and limits, the FAQ, and Login to Subscribe → /login remembering /pricing', async () => {
    const user = userEvent.setup();
    start(null);
    const { router } = await openPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing — Pathway');

    const free = screen.getByRole('group', { name: 'Free' });
    const premium = screen.getByRole('group', { name: 'Premium' });
    expect(within(free).getByText('₹0')).toBeInTheDocument();
    expect(within(premium).getByText('₹199')).toBeInTheDocument();
    expect(within(premium).getByText('/ month')).toBeInTheDocument();
    expect(within(premium).getByRole('list', { name: 'Premium features' }).children).toHaveLength(3);
    expect(within(free).getByText('5 views a month')).toBeInTheDocument();
    expect(within(premium).getByText('Unlimited applications', { selector: 'dd' })).toBeInTheDocument();
    expect(within(premium).getByText('Included')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');

    // No plan of their own to show.
    expect(screen.queryByText('Your current plan')).not.toBeInTheDocument();
    expect(requests('get', '/subscription/info')).toHaveLength(0);

    // The FAQ opens one answer at a time.
    const question = screen.getByRole('button', { name: 'Does Premium renew automatically?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Each payment buys 30 days of Premium/)).toBeVisible();

    const login = within(premium).getByRole('link', { name: 'Login to Subscribe' });
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/pricing', search: '', hash: '' } });
  });

  it('offers to try again when the plans could not be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(null, { 'GET /subscription/plans': failure(503, 'SERVICE_UNAVAILABLE', 'Busy.') });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'The plans could not be loaded' })).toBeInTheDocument();
    server?.restore();
    start(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Premium' })).toBeInTheDocument();
  });
});

describe('/pricing for a free account', () => {
  it("shows the plan, this month's usage and when it resets", async () => {
    start(testUser);
    await openPricing();
    const banner = await screen.findByRole('region', { name: 'Free Plan' });
    expect(within(banner).getByText('Your current plan')).toBeInTheDocument();
    await waitFor(() => expect(within(banner).getByText('2 of 5')).toBeInTheDocument());
    expect(within(banner).getByRole('progressbar', { name: 'Job details viewed' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(banner).getByRole('progressbar', { name: 'Applications' })).toHaveAttribute('aria-valuenow', '20');
    expect(within(banner).getByText('Resets on 1 December 2026')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    expect(within(screen.getByRole('group', { name: 'Free' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Premium' })).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('buys Premium: order at the plan price, sandbox checkout prefilled, verified, and Premium shown at once', async () => {
    const user = userEvent.setup();
    scripts = serveScripts();
    let paid = false;
    const phoneUser = { ...testUser, phone: '+919876543210' };
    const routes = start(phoneUser, {
      'GET /users/profile': () => ok(paid ? { ...premiumUser, phone: phoneUser.phone } : phoneUser),
      'GET /subscription/info': () => ok(paid ? premiumInfo : freeInfo),
      'POST /orders/create-order': ok(order, 201),
      'POST /orders/verify-Payment': () => {
        paid = true;
        return ok({ success: true, message: 'Payment verified. Premium is active.', subscription: premiumInfo });
      },
    });
    const { queryClient } = await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));

    expect(bodyOf(requests('post', '/orders/create-order')[0])).toEqual({
      amount: 199,
      planName: 'Premium',
      billingCycle: 'monthly',
    });
    const checkout = await lastCheckout();
    expect(scripts.added).toContain('/api/v1/payments/sandbox/checkout.js');
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_sandbox',
      order_id: 'order_sbx_abc123',
      amount: 19900,
      currency: 'INR',
      name: 'Pathway',
      description: 'Pathway Premium, 1 month',
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+919876543210' },
    });
    expect(checkout.listeners.has('payment.failed')).toBe(true);
    // While the checkout is open the button cannot start a second purchase.
    expect(screen.getByRole('button', { name: 'Complete the payment…' })).toBeDisabled();

    act(() => checkout.options.handler(payment));
    await expectToast('Payment Successful!', 'Payment verified. Premium is active.');
    expect(bodyOf(requests('post', '/orders/verify-Payment')[0])).toEqual(payment);
    // The session user is premium and active at once.
    expect(queryClient.getQueryData<User>(currentUserQueryKey)).toMatchObject({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: premiumInfo.expiresAt,
    });
    const banner = await screen.findByRole('region', { name: 'Premium Plan' });
    expect(within(banner).getByText('Active')).toBeInTheDocument();
    expect(within(banner).getByText('Expires on 22 December 2026')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Premium' })).getByRole('button', { name: 'Renew Premium' })).toBeEnabled();
    // Everything about the user is fetched again.
    await waitFor(() => expect(routes.requests.filter((r) => r.url === '/users/profile').length).toBeGreaterThan(1));
  });

  it("says 'Payment Cancelled' when the checkout is closed, and the button works again", async () => {
    const user = userEvent.setup();
    scripts = serveScripts();
    start(testUser, { 'POST /orders/create-order': ok(order, 201) });
    await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    const checkout = await lastCheckout();
    act(() => checkout.options.modal.ondismiss());
    await expectToast('Payment Cancelled', 'You have cancelled the payment process.');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(requests('post', '/orders/verify-Payment')).toHaveLength(0);
  });

  it("says 'Payment Failed' with the provider's description, or the fallback, while the checkout stays open for another try", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    scripts = serveScripts();
    start(testUser, { 'POST /orders/create-order': ok(order, 201) });
    await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    let checkout = await lastCheckout();
    act(() => checkout.listeners.get('payment.failed')?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } }));
    await expectToast('Payment Failed', 'Your card was declined.');
    // Razorpay keeps its checkout open after a decline: no second order meanwhile.
    expect(screen.getByRole('button', { name: 'Complete the payment…' })).toBeDisabled();
    expect(FakeCheckout.opened).toHaveLength(1);
    expect(requests('post', '/orders/create-order')).toHaveLength(1);
    // Closing it then is not news: the 'Payment Failed' toast stays, no 'Payment Cancelled'.
    act(() => checkout.options.modal.ondismiss());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled());
    expect(within(toastRegion()).queryByText('Payment Cancelled')).not.toBeInTheDocument();
    expect(within(toastRegion()).getByText('Payment Failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    checkout = FakeCheckout.opened[1]!;
    act(() => checkout.listeners.get('payment.failed')?.({}));
    await expectToast('Payment Failed', 'Failed to initiate payment. Please try again.');
  });

  it("says 'Payment Failed' when Razorpay's script cannot load, then loads it on the next try", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failNext = true;
    scripts = serveScripts(() => {
      const fail = failNext;
      failNext = false;
      return fail;
    });
    start(testUser, { 'POST /orders/create-order': ok({ ...order, id: 'order_live1', keyId: 'rzp_live_key', mode: 'razorpay' }, 201) });
    await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await expectToast('Payment Failed', 'Failed to initiate payment. Please try again.');
    expect(scripts.added).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    expect(FakeCheckout.opened).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const checkout = await lastCheckout();
    expect(scripts.added).toEqual(['https://checkout.razorpay.com/v1/checkout.js', 'https://checkout.razorpay.com/v1/checkout.js']);
    expect(checkout.options).toMatchObject({ key: 'rzp_live_key', order_id: 'order_live1' });
  });

  it("says 'Payment Failed' with the server's message when the order cannot be created", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(testUser, {
      'POST /orders/create-order': failure(503, 'SERVICE_UNAVAILABLE', 'Payments are unavailable right now. Please try again later.'),
    });
    await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    await expectToast('Payment Failed', 'Payments are unavailable right now. Please try again later.');
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it("says 'Payment Verification Failed' when the server does not accept the payment", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    scripts = serveScripts();
    start(testUser, {
      'POST /orders/create-order': ok(order, 201),
      'POST /orders/verify-Payment': failure(400, 'PAYMENT_VERIFICATION_FAILED', 'We could not verify this payment.'),
    });
    const { queryClient } = await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    const checkout = await lastCheckout();
    act(() => checkout.options.handler(payment));
    await expectToast('Payment Verification Failed', 'There was an error verifying your payment. Please contact support.');
    expect(queryClient.getQueryData<User>(currentUserQueryKey)?.subscriptionTier).toBe('free');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });
});

describe('/pricing for a Premium account', () => {
  it("shows the active plan and cancels it after a confirmation; a cancelled plan reads 'Expired'", async () => {
    const user = userEvent.setup();
    const cancelled: SubscriptionInfo = { ...premiumInfo, status: 'cancelled' };
    let wasCancelled = false;
    start(premiumUser, {
      'GET /users/profile': () => ok(wasCancelled ? { ...premiumUser, subscriptionStatus: 'cancelled' } : premiumUser),
      'GET /subscription/info': () => ok(wasCancelled ? cancelled : premiumInfo),
      'POST /subscription/cancel': () => ((wasCancelled = true), ok(cancelled)),
    });
    await openPricing();
    const banner = await screen.findByRole('region', { name: 'Premium Plan' });
    expect(within(banner).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(within(banner).getByText('12 · unlimited')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Premium' })).getByText('Your plan')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Free' })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Premium plan?' });
    expect(within(dialog).getByText(/You keep Premium until 22 December 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('post', '/subscription/cancel')).toHaveLength(0);

    await user.click(within(banner).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await expectToast('Subscription cancelled', 'You keep Premium until 22 December 2026.');
    expect(requests('post', '/subscription/cancel')).toHaveLength(1);
    const after = screen.getByRole('region', { name: 'Premium Plan' });
    expect(within(after).getByText('Expired')).toBeInTheDocument();
    expect(within(after).getByText('Premium access until 22 December 2026')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
