'use client';

// "Duplicate", in a list's row and in an editor (docs/admin.md
// "Duplicating"): makes the copy, then opens it in its editor, which says
// it is a copy (forms/use-saved-notice.ts), and whether its translations
// could not be copied.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { collectionKeys, writeMutation } from '../collection-queries';

/** A copy just made; its French and Spanish texts are copied after it, and may fail alone. */
export interface Duplicated {
  id: number;
  hasTranslations: boolean;
}

/** The editor's notice about the copy it opens (`?duplicated=` in its address). */
export function DuplicatedNotice({ isUntranslated }: { isUntranslated: boolean }) {
  const t = useTranslations('AdminDuplicate');
  return (
    <p role="status" className="notice">
      {t('duplicated')}
      {isUntranslated && ` ${t('untranslated')}`}
    </p>
  );
}

export function DuplicateButton({
  collection,
  name,
  duplicate,
}: {
  collection: 'events' | 'venues' | 'organizers';
  /** The item's name: a list's rows each have a button, told apart by it. */
  name?: string;
  /** Makes the copy with the title suffix given, in the interface language. */
  duplicate: (suffix: string) => Promise<Duplicated>;
}) {
  const t = useTranslations('AdminDuplicate');
  const router = useRouter();
  // The lists gain an item; this screen is leaving, so they are marked stale, not refetched.
  const copying = useMutation(
    writeMutation(duplicate, [collectionKeys(collection).lists()], {}, { refetch: false }),
  );
  const run = () =>
    copying.mutate(t('copySuffix'), {
      onSuccess: (copy) =>
        router.push(
          `/admin/${collection}/${copy.id}?duplicated=${copy.hasTranslations ? '1' : 'untranslated'}`,
        ),
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
