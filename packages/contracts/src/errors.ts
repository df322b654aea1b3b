import { z } from 'zod';

/** The closed list of error codes the API answers with, and the HTTP status of each. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  RESET_TOKEN_REQUIRED: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  PREMIUM_REQUIRED: 403,
  QUOTA_EXCEEDED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

/** Codes the web client adds for failures that never reached the server (SPEC §8). */
export const clientErrorCodes = ['NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  status: z.number().int(),
  message: z.string(),
  code: errorCodeSchema,
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The success envelope every API answer is wrapped in. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    status: z.number().int(),
    message: z.string(),
    data,
  });

export type SuccessEnvelope<T> = { success: true; status: number; message: string; data: T };
