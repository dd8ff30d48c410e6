'use client';

// Reads and writes of /api/subscriptions (docs/import.md "Subscriptions")
// for the subscriptions screen; nothing else of the server is asked.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoint } from '@/lib/client/api-client';
import type { SubscriptionJson } from '@/lib/subscriptions/repository';
import type { SubscriptionCreate, SubscriptionUpdate } from '@/lib/subscriptions/schema';
import { writeMutation } from '../collection-queries';

export type { SubscriptionJson } from '@/lib/subscriptions/repository';

const SUBSCRIPTIONS = '/api/subscriptions';
const keys = { subscriptions: ['subscriptions'] as const };

/**
 * Read again every few seconds while a subscription waits for its first
 * fetch (the server makes it in the background), then every minute, so the
 * last fetch and the next one stay current on an open screen.
 */
export const subscriptionsQuery = queryOptions({
  queryKey: keys.subscriptions,
  queryFn: () => adminEndpoint.get<SubscriptionJson[]>(SUBSCRIPTIONS),
  refetchInterval: (query) =>
    query.state.status !== 'error' &&
    query.state.data?.some((subscription) => subscription.enabled && !subscription.last_status)
      ? 2000
      : 60_000,
});

export const useCreateSubscription = () =>
  useMutation(
    writeMutation(
      (input: SubscriptionCreate) => adminEndpoint.post<SubscriptionJson>(SUBSCRIPTIONS, input),
      [keys.subscriptions],
    ),
  );

export const useUpdateSubscription = (id: number) =>
  useMutation(
    writeMutation(
      (input: SubscriptionUpdate) =>
        adminEndpoint.patch<SubscriptionJson>(`${SUBSCRIPTIONS}/${id}`, input),
      [keys.subscriptions],
    ),
  );

export const useDeleteSubscription = (id: number) =>
  useMutation(
    writeMutation(() => adminEndpoint.delete<void>(`${SUBSCRIPTIONS}/${id}`), [keys.subscriptions]),
  );

/**
 * Fetches the feed now; the list is read again whatever the answer, since a
 * feed that could not be fetched (502) is recorded on the subscription too.
 */
export function useRefreshSubscription(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminEndpoint.post<SubscriptionJson>(`${SUBSCRIPTIONS}/${id}/refresh`),
    onSettled: () => client.invalidateQueries({ queryKey: keys.subscriptions }),
  });
}
