import { useTranslations } from 'next-intl';
import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { MediaScreen } from '@/components/admin/media/media-screen';
import { PageHeader } from '@/components/admin/page-header';
import { canCreate } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminMedia.title');

// Every role that may write an item that shows an image (docs/admin.md "Media").
export default async function AdminMediaPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'media', (user) => (canCreate(user) ? <MediaScreen /> : <NotAllowed />));
}

function NotAllowed() {
  const t = useTranslations('AdminMedia');
  return (
    <section aria-labelledby="media-title">
      <PageHeader id="media-title" title={t('title')} />
      <p>{t('notAllowed')}</p>
    </section>
  );
}
