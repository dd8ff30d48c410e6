'use client';

// The admin's and public pages' Link (re-exported by navigation.tsx). Next.js
// would fetch every linked page in view ahead of a click: in the admin that
// is every section of the menu and every row of a list, on every page, mostly
// for nothing (docs/admin.md). So a page is fetched when the pointer rests on
// its link or the keyboard reaches it, the moments before a click, unless the
// link asks for the eager prefetch (a screen's primary action).
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';
import { navigation } from './navigation-core';

type LinkProps = ComponentProps<typeof navigation.Link>;

export function Link({ prefetch = false, onPointerEnter, onFocus, ...props }: LinkProps) {
  const router = navigation.useRouter();
  const warm = () => {
    // A link to another language (the switcher) is left to the click.
    if (!prefetch && !props.locale && typeof props.href === 'string') router.prefetch(props.href);
  };
  return (
    <navigation.Link
      prefetch={prefetch}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
