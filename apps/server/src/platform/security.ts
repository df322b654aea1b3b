import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Razorpay's checkout script and the frames and calls it makes; nothing else leaves our origin. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; a proxy in front sets it there.
    strictTransportSecurity: false,
  });
}
