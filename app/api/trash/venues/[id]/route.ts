import { purgeEndpoint } from '@/lib/route/trash-endpoints';

// Deletes a trashed venue for good (docs/admin.md "Trash").
export const DELETE = purgeEndpoint('venue');
