import type { AuditLogResponse } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** `GET /admin/audit-log`: every console action, newest first. */
export async function getAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<AuditLogResponse> {
  const { data } = await api.get<AuditLogResponse>(`/admin/audit-log${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getAuditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'audit-log', filters], queryFn: ({ signal }) => getAuditLog(filters, signal), placeholderData: keepPreviousData });

export const useAuditLog = (filters: AuditFilters) => useQuery(getAuditLogQueryOptions(filters));
