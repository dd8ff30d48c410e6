// Which admin screens a user is offered: the sidebar shows these groups, and
// the command palette lists the same sections with the screens the sidebar
// reaches another way (the dashboard by the brand, the calendar and a new
// event from the events list), so the two cannot disagree.
import { canCreate, canManageAccounts, isEditorOrAbove } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/sessions';

// Every admin section, in the sidebar's groups and order: the content, then
// the administration for those who may manage accounts (docs/accounts.md),
// then everyone's own account.
const CONTENT_SECTIONS = [
  'events',
  'venues',
  'organizers',
  'categories',
  'tags',
  'media',
  'imports',
  'subscriptions',
] as const;
const ACCOUNT_SECTIONS = ['users', 'tokens', 'webhooks', 'settings'] as const;
const OWN_SECTIONS = ['account'] as const;
export type AdminSection =
  | (typeof CONTENT_SECTIONS)[number]
  | (typeof ACCOUNT_SECTIONS)[number]
  | (typeof OWN_SECTIONS)[number];

export interface SectionGroup {
  name: 'content' | 'administration' | 'own';
  sections: readonly AdminSection[];
}

/** The sidebar's groups for this user. */
export function sectionGroupsFor(user: SessionUser): SectionGroup[] {
  return [
    {
      name: 'content',
      // Subscribers write nothing that shows an image: the library is not theirs.
      // Imports and subscriptions write as their uploader, with every event open to change: editors and above.
      sections: CONTENT_SECTIONS.filter(
        (section) =>
          (section !== 'media' || canCreate(user)) &&
          ((section !== 'imports' && section !== 'subscriptions') || isEditorOrAbove(user)),
      ),
    },
    ...(canManageAccounts(user)
      ? [{ name: 'administration' as const, sections: ACCOUNT_SECTIONS }]
      : []),
    { name: 'own', sections: OWN_SECTIONS },
  ];
}

/** A screen the palette can open: a section, or one of the screens beside them. */
export type AdminScreen = AdminSection | 'dashboard' | 'calendar' | 'newEvent';

export const SCREEN_PATHS: Record<AdminScreen, string> = {
  dashboard: '/admin',
  calendar: '/admin/events/calendar',
  newEvent: '/admin/events/new',
  events: '/admin/events',
  venues: '/admin/venues',
  organizers: '/admin/organizers',
  categories: '/admin/categories',
  tags: '/admin/tags',
  media: '/admin/media',
  imports: '/admin/imports',
  subscriptions: '/admin/subscriptions',
  users: '/admin/users',
  tokens: '/admin/tokens',
  webhooks: '/admin/webhooks',
  settings: '/admin/settings',
  account: '/admin/account',
};

/** The palette's screens for this user: the dashboard, then the sidebar's sections with the events' other screens after them. */
export function screensFor(user: SessionUser): AdminScreen[] {
  return [
    'dashboard',
    ...sectionGroupsFor(user).flatMap(({ sections }) =>
      sections.flatMap((section): AdminScreen[] =>
        section === 'events'
          ? ['events', 'calendar', ...(canCreate(user) ? (['newEvent'] as const) : [])]
          : [section],
      ),
    ),
  ];
}
