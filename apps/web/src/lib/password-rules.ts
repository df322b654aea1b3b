import { authMessages, resetNewPasswordSchema } from '@pathway/contracts';
import type { z } from 'zod';

/**
 * The reset rule (docs/product/accounts.md#emails-and-passwords), shared by the reset form and the change-password form: both fields
 * required ('Please fill in all fields.'), the four requirements, and the two must match.
 */
export function refineNewPassword(
  ctx: z.RefinementCtx,
  password: string,
  confirmation: string,
  fields: { password: string; confirmation: string },
): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!password) issue(fields.password, authMessages.loginFieldsRequired);
  if (!confirmation) issue(fields.confirmation, authMessages.loginFieldsRequired);
  if (!password || !confirmation) return;
  const checked = resetNewPasswordSchema.safeParse(password);
  if (!checked.success) issue(fields.password, checked.error.issues[0]?.message ?? authMessages.passwordTooShort);
  if (password !== confirmation) issue(fields.confirmation, authMessages.passwordsDoNotMatch);
}
