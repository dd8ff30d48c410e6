import { resourceListPage, type PageParams } from '@/components/admin/resource-pages';

export default function AdminTagsPage({ params }: { params: PageParams }) {
  return resourceListPage(params, 'tags');
}
