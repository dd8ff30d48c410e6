import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const t = useTranslations('SignIn');
  return (
    <main>
      <LanguageSwitcher />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <SignInForm />
    </main>
  );
}
