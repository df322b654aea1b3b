import type { FastifyBaseLogger } from 'fastify';
import type { Config, PaymentsMode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createSandboxLedger, createSandboxProvider, createSandboxWebhooks, type SandboxLedger, type SandboxWebhooks } from './sandbox/sandbox.ts';

/** Internal knobs (not environment variables): tests use them to stand in for the outside world. */
export interface PaymentsOptions {
  /** Razorpay's API base URL (default https://api.razorpay.com); tests point it at a local HTTP server. */
  razorpayApiUrl?: string;
  razorpayTimeoutMs?: number;
  /** Delay before each sandbox webhook is delivered (default: at once or after 0.3-1 s, at random). */
  sandboxWebhookDelayMs?: number | (() => number);
  /** Every sandbox webhook is lost on its way (a provider outage): only the console's reconcile upgrades then. */
  sandboxLoseWebhooks?: boolean;
}

/** The payments side of the app's dependencies. */
export interface Payments {
  mode: PaymentsMode;
  provider: PaymentProvider;
  /** The secrets stay here (and in config); nothing answers or logs them. */
  keySecret: string;
  webhookSecret: string;
  /** Sandbox mode: webhooks on their way to our own handler. */
  sandboxWebhooks: SandboxWebhooks;
  /** Sandbox mode: the payments the sandbox made, which it answers fetchOrderPayments from. */
  sandboxLedger: SandboxLedger;
}

/**
 * Half the deliveries go out at once (they then beat the browser's verify-Payment), the others after
 * 0.3-1 s (they follow it), each event on its own: in everyday use both orders, and both orders of
 * the two events, happen.
 */
const randomDelay = () => (Math.random() < 0.5 ? 0 : 300 + Math.floor(Math.random() * 700));

export function createPayments(config: Config, options: PaymentsOptions, log: FastifyBaseLogger, db: Database): Payments {
  const { mode, keyId, keySecret, webhookSecret } = config.payments;
  const sandboxLedger = createSandboxLedger(db);
  const provider =
    mode === 'razorpay'
      ? createRazorpayProvider({
          keyId,
          keySecret,
          log,
          ...(options.razorpayApiUrl ? { apiUrl: options.razorpayApiUrl } : {}),
          ...(options.razorpayTimeoutMs ? { timeoutMs: options.razorpayTimeoutMs } : {}),
        })
      : createSandboxProvider(keyId, sandboxLedger);
  const delay = options.sandboxWebhookDelayMs;
  const delayMs = typeof delay === 'function' ? delay : typeof delay === 'number' ? () => delay : randomDelay;
  return {
    mode,
    provider,
    keySecret,
    webhookSecret,
    sandboxWebhooks: createSandboxWebhooks(delayMs, log, options.sandboxLoseWebhooks),
    sandboxLedger,
  };
}
