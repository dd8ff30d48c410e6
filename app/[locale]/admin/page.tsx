import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { canCreate, canPublish, isEditorOrAbove } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminDashboard.title');

export default async function AdminPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, undefined, (user) => (
    <Dashboard
      userId={user.id}
      canCreate={canCreate(user)}
      canPublish={canPublish(user)}
      seesAll={isEditorOrAbove(user)}
    />
  ));
}
