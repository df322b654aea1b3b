import { z } from 'zod';
import { billingCycles, planNames } from './constants.ts';
import { singleLineText } from './fields.ts';
import { subscriptionStatusSchema, subscriptionTierSchema } from './users.ts';

export {
  billingCycles,
  PREMIUM_ACCESS_DAYS,
  PREMIUM_PRICE_RUPEES,
  planNames,
  SANDBOX_KEY_ID,
} from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Plans (docs/product/plans-and-payments.md#plans): GET /subscription/plans serves the one price
// ---------------------------------------------------------------------------------------------

export const planNameSchema = z.enum(planNames, { error: `planName must be one of ${planNames.join(', ')}.` });
export type PlanName = z.infer<typeof planNameSchema>;
export const billingCycleSchema = z.enum(billingCycles, { error: 'billingCycle must be monthly.' });
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** A limit per calendar month (Asia/Kolkata); null means unlimited. */
const monthlyLimit = z.number().int().nonnegative().nullable();

export const planSchema = z.object({
  /** 'Free' or 'Premium'; the tier is the lower-cased name. */
  name: planNameSchema,
  tier: subscriptionTierSchema,
  /** Rupees per billing cycle. */
  price: z.number().int().nonnegative(),
  currency: z.literal('INR'),
  billingCycle: billingCycleSchema,
  features: z.array(z.string()),
  limits: z.object({ jobViewsPerMonth: monthlyLimit, applicationsPerMonth: monthlyLimit }),
  advancedFilters: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.array(planSchema);

/** GET /subscription/info: the caller's plan now, this month's usage and limits. */
export const subscriptionInfoSchema = z.object({
  tier: subscriptionTierSchema,
  status: subscriptionStatusSchema,
  expiresAt: z.string().nullable(),
  usage: z.object({ jobViews: z.number().int().nonnegative(), applications: z.number().int().nonnegative() }),
  limits: z.object({ jobViewsPerMonth: monthlyLimit, applicationsPerMonth: monthlyLimit }),
  /** When this month's usage starts again from 0 (the 1st of next month, 00:00 IST), ISO 8601. */
  usageResetsAt: z.string(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** The monthly quotas of the free plan, by what they count. */
export const quotaKinds = ['applications', 'jobViews'] as const;
export const quotaKindSchema = z.enum(quotaKinds);
export type QuotaKind = z.infer<typeof quotaKindSchema>;

/**
 * `details` of a QUOTA_EXCEEDED refusal (PUT /jobs/apply/{id}, GET /jobs/{id}): which quota, its
 * limit, what this month used, and when the month's count starts again (ISO 8601).
 */
export const quotaExceededDetailsSchema = z.object({
  quota: quotaKindSchema,
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  resetsAt: z.string(),
});
export type QuotaExceededDetails = z.infer<typeof quotaExceededDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Orders (docs/product/plans-and-payments.md#orders-and-payment; Razorpay: amounts in paise)
// ---------------------------------------------------------------------------------------------

/**
 * POST /orders/create-order (and POST /subscription/checkout). `amount` is what the client believes
 * the price is, in rupees; the server refuses it when it differs from the plan's price.
 */
export const createOrderRequestSchema = z.object({
  amount: z.number({ error: 'amount must be a number of rupees.' }).nonnegative().optional(),
  planName: planNameSchema,
  billingCycle: billingCycleSchema.default('monthly'),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  /** The provider's order id (Razorpay `order_…`), what the checkout opens with. */
  id: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  /** The key id the checkout needs (`rzp_test_sandbox` in the sandbox). */
  keyId: z.string(),
  /** 'sandbox' → load /api/v1/payments/sandbox/checkout.js; 'razorpay' → https://checkout.razorpay.com/v1/checkout.js */
  mode: z.enum(['sandbox', 'razorpay']),
  planName: planNameSchema,
  description: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

const providerId = (label: string) =>
  singleLineText({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`)
    .regex(/^[A-Za-z0-9_]+$/, `${label} is not valid.`);

export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: singleLineText({ error: 'razorpay_signature is required.' })
    .trim()
    .regex(/^[a-f0-9]{64}$/i, 'razorpay_signature is not valid.'),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** verify-Payment answers success and a message plus the caller's plan now. */
export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionInfoSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const orderSchema = z.object({
  id: z.string(),
  providerOrderId: z.string(),
  planName: z.string(),
  billingCycle: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
/** GET /subscription/manage: the caller's subscription and orders, newest first. */
export const manageSubscriptionResponseSchema = z.object({
  subscription: subscriptionInfoSchema,
  orders: z.array(orderSchema),
});
export type ManageSubscriptionResponse = z.infer<typeof manageSubscriptionResponseSchema>;
