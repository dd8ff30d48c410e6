import { purgeEndpoint } from '@/lib/route/trash-endpoints';

// Deletes a trashed organizer for good (docs/admin.md "Trash").
export const DELETE = purgeEndpoint('organizer');
