'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { signOut } from '@/lib/client/session-client';
import { useRouter } from '@/lib/i18n/navigation';

export function SignOutButton() {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [isSigningOut, setSigningOut] = useState(false);
  const onClick = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      // The sign-in page also tells whether the session really ended.
      router.replace('/login');
      router.refresh();
    }
  };
  return (
    <button type="button" onClick={onClick} disabled={isSigningOut}>
      {t('signOut')}
    </button>
  );
}
