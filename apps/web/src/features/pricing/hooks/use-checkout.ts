import type { Plan, User } from '@pathway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-core';
import { useAuth } from '@/lib/auth';
import { loadScript } from '@/lib/load-script';
import { logError } from '@/lib/log-error';
import { serverMessageOr } from '@/lib/server-message';
import { toast, type ToastOptions } from '@/lib/toast';
import { useCreateOrder } from '../api/create-order';
import { useVerifyPayment } from '../api/verify-payment';
import { activatePlan, refreshUserData } from '../plan-cache';
import { checkoutScriptUrl, type RazorpayFailure, type RazorpayPaymentResponse } from '../razorpay';

const PAYMENT_FAILED_FALLBACK = 'Failed to initiate payment. Please try again.';

/** The payment toasts (docs/product/plans-and-payments.md#messages). */
export const paymentMessages = {
  loginRequired: { title: 'Login Required', description: 'Please login to subscribe to a plan.', variant: 'destructive' },
  failed: (description: string = PAYMENT_FAILED_FALLBACK): ToastOptions => ({
    title: 'Payment Failed',
    description,
    variant: 'destructive',
  }),
  verificationFailed: {
    title: 'Payment Verification Failed',
    description: 'There was an error verifying your payment. Please contact support.',
    variant: 'destructive',
  },
  cancelled: { title: 'Payment Cancelled', description: 'You have cancelled the payment process.', variant: 'destructive' },
  successful: (description?: string): ToastOptions => ({ title: 'Payment Successful!', description }),
} as const satisfies Record<string, ToastOptions | ((description?: string) => ToastOptions)>;

/** Where the purchase is: creating the order and loading the checkout, the checkout open, verifying. */
export type CheckoutStage = 'idle' | 'starting' | 'open' | 'verifying';

/** The merchant name on the checkout. */
const MERCHANT_NAME = 'Pathway';

function prefillOf(user: User) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    ...(name ? { name } : {}),
    email: user.email,
    ...(user.phone ? { contact: user.phone } : {}),
  };
}

/**
 * The purchase (docs/product/plans-and-payments.md#orders-and-payment, docs/payments-api.md):
 * create the order on the server, load the provider's checkout script on demand (Razorpay's, or our
 * sandbox's with the same API), open it prefilled, then have the server verify the payment and show
 * Premium at once.
 */
export function useCheckout() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { mutateAsync: createOrder } = useCreateOrder();
  const { mutateAsync: verifyPayment } = useVerifyPayment();
  const [stage, setStage] = useState<CheckoutStage>('idle');
  // A second click while the first purchase is under way does nothing.
  const running = useRef(false);
  // A declined payment leaves Razorpay's checkout open for another try; closing it after that is
  // not a cancellation the buyer needs to be told about.
  const declined = useRef(false);

  const finish = useCallback((message?: ToastOptions) => {
    running.current = false;
    setStage('idle');
    if (message) toast(message);
  }, []);

  const verify = useCallback(
    async (planName: string, payment: RazorpayPaymentResponse) => {
      setStage('verifying');
      try {
        const result = await verifyPayment({
          razorpay_order_id: payment.razorpay_order_id,
          razorpay_payment_id: payment.razorpay_payment_id,
          razorpay_signature: payment.razorpay_signature,
        });
        finish(paymentMessages.successful(result.message));
        await activatePlan(queryClient, planName, result.subscription);
      } catch (error) {
        logError('Could not verify the payment', error);
        finish(paymentMessages.verificationFailed);
        // The provider's webhook may still have activated the plan: show whatever the server says now.
        await refreshUserData(queryClient);
      }
    },
    [verifyPayment, finish, queryClient],
  );

  const start = useCallback(
    async (plan: Pick<Plan, 'name' | 'price' | 'billingCycle'>) => {
      if (!user) {
        toast(paymentMessages.loginRequired);
        return;
      }
      if (running.current) return;
      running.current = true;
      declined.current = false;
      setStage('starting');

      let order;
      try {
        order = await createOrder({ amount: plan.price, planName: plan.name, billingCycle: plan.billingCycle });
      } catch (error) {
        logError('Could not create the payment order', error);
        // A lost session is already on its way to /login.
        if (error instanceof ApiError && error.status === 401) finish();
        else finish(paymentMessages.failed(serverMessageOr(error, PAYMENT_FAILED_FALLBACK)));
        return;
      }

      try {
        await loadScript(checkoutScriptUrl(order.mode));
        const Razorpay = window.Razorpay;
        if (!Razorpay) throw new Error('The checkout script did not define Razorpay.');
        const checkout = new Razorpay({
          key: order.keyId,
          order_id: order.id,
          amount: order.amount,
          currency: order.currency,
          name: MERCHANT_NAME,
          description: order.description,
          prefill: prefillOf(user),
          handler: (payment) => void verify(order.planName, payment),
          modal: { ondismiss: () => finish(declined.current ? undefined : paymentMessages.cancelled) },
        });
        // A declined payment is the buyer's news, not the app's error: a toast, nothing logged. The
        // checkout stays open (the buyer may pay again), so the purchase is not over yet.
        checkout.on('payment.failed', (response: RazorpayFailure) => {
          declined.current = true;
          toast(paymentMessages.failed(response?.error?.description?.trim() || PAYMENT_FAILED_FALLBACK));
        });
        checkout.open();
        setStage('open');
      } catch (error) {
        logError('Could not open the checkout', error);
        finish(paymentMessages.failed());
      }
    },
    [user, createOrder, verify, finish],
  );

  return { start, stage, busy: stage !== 'idle' };
}
