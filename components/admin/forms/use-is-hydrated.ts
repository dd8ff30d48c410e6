'use client';

// Whether React runs the page yet. Until it does, an editing form is not
// shown: typing would reach the inputs but not the form's state (and a Save
// would submit the page the browser's way and lose it), and react-aria's
// fields take no typing at all.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
