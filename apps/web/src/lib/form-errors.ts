import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-client';

/**
 * Shows a VALIDATION_ERROR's messages next to their fields. `fields` maps the server's field
 * names to the form's (`{ newPassword: 'password' }`); the first field with a message gets the
 * focus. Returns whether any message was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>>,
): boolean {
  const messages = fieldErrorsOf(error);
  let shown = false;
  for (const [serverField, formField] of Object.entries(fields)) {
    const message = messages[serverField];
    if (!message) continue;
    setError(formField, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
