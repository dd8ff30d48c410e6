// Locale-aware navigation: next-intl's, with a Link that prefetches a page
// only when a click is near (link.tsx).
import { navigation } from './navigation-core';

export const { redirect, usePathname, useRouter } = navigation;
export { Link } from './link';
