// The server side of the venue, organizer, category and tag list pages: they
// require a signed-in user, and the user's role decides whether the list
// offers to create and delete (the API would refuse anyway). Apart from the
// editor pages (resource-editor-pages.tsx), so that a list page loads no editor.
import { adminPage, type PageParams } from './admin-page';
import { ResourceListScreen } from './resource-list-screen';
import { canManage } from './resource-permissions';
import type { ResourceCollection } from './resource-kind';

export async function resourceListPage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  return adminPage(locale, collection, (user) => (
    <ResourceListScreen collection={collection} canManage={canManage(user, collection)} />
  ));
}
