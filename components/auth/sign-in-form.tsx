'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { signInSchema, type SignInInput } from '@/lib/auth/sign-in-schema';

export function SignInForm({ onSubmit }: { onSubmit?: (values: SignInInput) => Promise<void> }) {
  const t = useTranslations('SignIn');
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(async (values) => onSubmit?.(values))}>
      <label htmlFor="email">{t('email')}</label>
      <input
        id="email"
        type="email"
        autoComplete="username"
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? 'email-error' : undefined}
        {...form.register('email')}
      />
      <FieldError id="email-error" error={errors.email} />
      <label htmlFor="password">{t('password')}</label>
      <input
        id="password"
        type="password"
        autoComplete="current-password"
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={errors.password ? 'password-error' : undefined}
        {...form.register('password')}
      />
      <FieldError id="password-error" error={errors.password} />
      <button type="submit">{t('submit')}</button>
    </form>
  );
}
