import { z } from 'zod';
import { errorCodes } from './constants.ts';

export {
  type ClientErrorCode,
  clientErrorCodes,
  type ErrorCode,
  errorCodes,
  errorStatus,
  isErrorCode,
} from './constants.ts';

export const errorCodeSchema = z.enum(errorCodes);

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
