import { emptyTrashEndpoint } from '@/lib/route/trash-endpoints';

// Empties the venues' trash, of what the caller may edit (docs/admin.md "Trash").
export const DELETE = emptyTrashEndpoint('venue');
