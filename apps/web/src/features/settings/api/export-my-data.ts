import type { AccountExport } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const EXPORT_FILE_NAME = 'pathway-data.json';

/** `GET /users/export`: everything Pathway holds about the user, as JSON. */
export async function exportMyData(): Promise<AccountExport> {
  const { data } = await api.get<AccountExport>('/users/export');
  return data;
}

/** Hands the export to the browser as a download named pathway-data.json. */
export function saveAsJsonFile(data: unknown, fileName = EXPORT_FILE_NAME): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
