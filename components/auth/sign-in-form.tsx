'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { signIn } from '@/lib/client/session-client';
import { signInSchema, type SignInInput } from '@/lib/auth/sign-in-schema';
import { errorCodeOf } from '@/lib/http/errors';
import { useRouter } from '@/lib/i18n/navigation';

export function SignInForm() {
  const t = useTranslations('SignIn');
  const router = useRouter();
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
      router.replace('/admin');
    } catch (error) {
      // The server's code picks the message; a network failure is 'unknown'.
      const code = errorCodeOf(error);
      form.setError('root.server', { type: code });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError code={errors.root?.server?.type as string | undefined} />
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
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('signingIn') : t('submit')}
      </button>
    </form>
  );
}
