'use client';

// Reads and writes of /api/webhooks (docs/webhooks.md) for the webhooks screen.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminEndpoint } from '@/lib/client/api-client';
import type { DeliveryJson } from '@/lib/webhooks/deliveries';
import type { WebhookJson } from '@/lib/webhooks/repository';
import type { WebhookCreate, WebhookUpdate } from '@/lib/webhooks/schema';
import { writeMutation } from '../collection-queries';

export type { DeliveryJson } from '@/lib/webhooks/deliveries';
export type { WebhookJson } from '@/lib/webhooks/repository';

const WEBHOOKS = '/api/webhooks';
const keys = {
  webhooks: ['webhooks'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};

export const webhooksQuery = queryOptions({
  queryKey: keys.webhooks,
  queryFn: () => adminEndpoint.get<WebhookJson[]>(WEBHOOKS),
});

/** Refreshed while open: a delivery's state changes without anyone writing here. */
export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: keys.deliveries(id),
    queryFn: () => adminEndpoint.get<DeliveryJson[]>(`${WEBHOOKS}/${id}/deliveries`),
    refetchInterval: 5000,
  });

export const useCreateWebhook = () =>
  useMutation(
    writeMutation(
      (input: WebhookCreate) =>
        adminEndpoint.post<WebhookJson & { secret: string }>(WEBHOOKS, input),
      [keys.webhooks],
    ),
  );

export const useUpdateWebhook = (id: number) =>
  useMutation(
    writeMutation(
      (input: WebhookUpdate) => adminEndpoint.patch<WebhookJson>(`${WEBHOOKS}/${id}`, input),
      [keys.webhooks],
    ),
  );

export const useDeleteWebhook = (id: number) =>
  useMutation(
    writeMutation(() => adminEndpoint.delete<void>(`${WEBHOOKS}/${id}`), [keys.webhooks]),
  );

export const useResendDelivery = (id: number) =>
  useMutation(
    writeMutation(
      (delivery: number) =>
        adminEndpoint.post<DeliveryJson>(`${WEBHOOKS}/${id}/deliveries/${delivery}/resend`),
      [keys.deliveries(id)],
    ),
  );
