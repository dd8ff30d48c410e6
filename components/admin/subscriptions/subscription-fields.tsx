'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { subscriptionFormSchema, type SubscriptionCreate } from '@/lib/subscriptions/schema';
import { TextField } from '../accounts/form-fields';

export type SubscriptionFormValues = z.input<typeof subscriptionFormSchema>;

/** The form of a new or changed subscription: the interval typed as text, checked as the API checks it. */
export const useSubscriptionForm = (defaultValues: SubscriptionFormValues) =>
  useForm<SubscriptionFormValues, unknown, SubscriptionCreate>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues,
  });

/** The feed's address and how often it is fetched, shared by the new and the edit forms. */
export function SubscriptionFields({ form }: { form: ReturnType<typeof useSubscriptionForm> }) {
  const t = useTranslations('AdminSubscriptions');
  const { errors } = form.formState;
  return (
    <div className="row">
      <TextField label={t('url')} type="url" registered={form.register('url')} error={errors.url} />
      <TextField
        label={t('interval')}
        type="number"
        registered={form.register('interval_minutes')}
        error={errors.interval_minutes}
      />
    </div>
  );
}
