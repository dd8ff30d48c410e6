'use client';

import { useTranslations } from 'next-intl';
import type { ResourceKind } from './resource-kind';

type Values = Record<string, string | number>;

/**
 * The kind's own messages (`AdminVenues`, `AdminTags`…). Their keys are built
 * from field names, so resource-kind.test.ts checks them rather than the type
 * checker.
 */
export function useKindMessages(kind: ResourceKind): (key: string, values?: Values) => string {
  const t = useTranslations(kind.messages) as unknown as (key: string, values?: Values) => string;
  return t;
}
