// next-intl's navigation for the site's locales, shared by navigation.tsx
// (server and client) and link.tsx (client only).
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const navigation = createNavigation(routing);
