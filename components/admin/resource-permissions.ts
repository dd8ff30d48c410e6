// What a signed-in user may do with the four simple resources (docs/accounts.md roles).
import { canCreate, canManageTerms } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/sessions';
import type { ResourceCollection } from './resource-kind';

export function canManage(user: SessionUser, collection: ResourceCollection): boolean {
  return collection === 'venues' || collection === 'organizers'
    ? canCreate(user)
    : canManageTerms(user);
}
