'use client';

// "Duplicate", in a list's row and in an editor (docs/admin.md
// "Duplicating"): makes the copy, then opens it in its editor, which says
// it is a copy (forms/use-saved-notice.ts).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { collectionKeys, writeMutation } from '../collection-queries';

export function DuplicateButton({
  collection,
  name,
  duplicate,
}: {
  collection: 'events' | 'venues' | 'organizers';
  /** The item's name: a list's rows each have a button, told apart by it. */
  name?: string;
  /** Makes the copy with the title suffix given, in the interface language. */
  duplicate: (suffix: string) => Promise<{ id: number }>;
}) {
  const t = useTranslations('AdminDuplicate');
  const router = useRouter();
  // The lists gain an item; this screen is leaving, so they are marked stale, not refetched.
  const copying = useMutation(
    writeMutation(duplicate, [collectionKeys(collection).lists()], {}, { refetch: false }),
  );
  const run = () =>
    copying.mutate(t('copySuffix'), {
      onSuccess: (copy) => router.push(`/admin/${collection}/${copy.id}?duplicated=1`),
    });
  return (
    <>
      <button
        type="button"
        aria-label={name === undefined ? undefined : t('duplicateLabel', { name })}
        disabled={copying.isPending || copying.isSuccess}
        onClick={run}
      >
        {copying.isPending || copying.isSuccess ? t('duplicating') : t('duplicate')}
      </button>
      <FormError code={copying.error ? errorCodeOf(copying.error) : undefined} />
    </>
  );
}
