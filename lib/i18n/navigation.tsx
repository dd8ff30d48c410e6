import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter } = navigation;

/**
 * next-intl's Link, prefetching only when asked to: Next.js fetches every
 * linked page in view ahead of a click, which in the admin is every section
 * of the menu and every row of a list, on every page, mostly for nothing
 * (docs/admin.md). A click fetches the page it opens.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
