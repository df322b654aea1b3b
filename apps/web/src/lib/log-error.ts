/**
 * Failures that are "only logged" (docs/product/site.md#errors-and-toasts: job lists, filter options, the landing page's numbers):
 * written to the console for whoever debugs, never shown to the user as an error.
 */
export function logError(context: string, error: unknown): void {
  console.error(`[pathway] ${context}:`, error);
}
