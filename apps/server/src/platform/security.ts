import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Razorpay's checkout script and the frames and calls it makes; nothing else leaves our origin. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

export const securityHeaderOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", RAZORPAY_CHECKOUT],
      // Radix injects small <style> elements (scroll locking); no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", RAZORPAY_API, RAZORPAY_CHECKOUT],
      frameSrc: ["'self'", RAZORPAY_API, RAZORPAY_CHECKOUT],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // No Cross-Origin-Opener-Policy (docs/decisions/008-no-opener-policy.md): `same-origin` cuts the
  // opener of Razorpay's payment pop-ups, and either value makes Chromium commit a first visit in a
  // new browsing context group, a second navigation commit that cost each page 2-7 Lighthouse points (mean).
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS only means something over HTTPS; a proxy in front sets it there.
  strictTransportSecurity: false,
};

/** Headers every answer has whatever the route: Fastify's own, not security headers. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * @fastify/helmet rebuilds helmet's middleware, CSP parsing included, on every request: about a tenth
 * of the CPU of an answer served from memory, in a profile of `npm run bench`. The headers never change, so they are
 * taken once from @fastify/helmet itself (same options, a throwaway instance) and set on every answer.
 */
async function staticSecurityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, securityHeaderOptions);
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (!headers['content-security-policy']) throw new Error('@fastify/helmet set no Content-Security-Policy on the probe');
    return headers;
  } finally {
    await probe.close();
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await staticSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
