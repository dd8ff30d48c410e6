'use client';

import { useEffect } from 'react';

/** Leaving a form with unsaved changes asks first (the browser's own question). */
export function useUnsavedChanges(isDirty: boolean, isSubmitting: boolean): void {
  useEffect(() => {
    if (!isDirty || isSubmitting) return;
    const warn = (unload: BeforeUnloadEvent) => unload.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isSubmitting]);
}
