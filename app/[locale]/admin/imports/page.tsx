import { useTranslations } from 'next-intl';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { ImportsScreen } from '@/components/admin/imports/imports-screen';
import { PageHeader } from '@/components/admin/page-header';
import { pageTitle } from '@/components/admin/page-title';
import { isEditorOrAbove } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminImports.title');

// Administrators and editors import (docs/import.md); anyone else who opens
// the address is told so plainly (the endpoints would refuse too).
export default async function AdminImportsPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'imports', (user) =>
    isEditorOrAbove(user) ? <ImportsScreen /> : <NotAllowed />,
  );
}

function NotAllowed() {
  const t = useTranslations('AdminImports');
  return (
    <section aria-labelledby="not-allowed-title">
      <PageHeader id="not-allowed-title" title={t('title')} />
      <p>{t('notAllowed')}</p>
    </section>
  );
}
