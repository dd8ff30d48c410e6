'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: a search per pause, not per key. */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
