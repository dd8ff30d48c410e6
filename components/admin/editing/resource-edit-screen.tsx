'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/ui/form-error';
import { ApiError, errorCodeOf } from '@/lib/http/errors';
import { useRouter } from '@/lib/i18n/navigation';
import { PageHeader } from '../page-header';
import { ConfirmAction } from '../lists/confirm-action';
import { ContentLanguageSelect, useContentLanguage } from '../translations/content-language';
import { useKindMessages } from '../kind-messages';
import { RelatedEvents } from './related-events';
import { ResourceEditor } from './resource-editor';
import { TranslationEditor, type TranslatableField } from '../translations/translation-editor';
import { useSavedNotice } from '../forms/use-saved-notice';
import type { ResourceKind } from '../resource-kind';
import { deleteResourceMutation, resourceQuery } from './resource-queries';
import { DuplicateButton, DuplicatedNotice } from '../lists/duplicate-button';
import { duplicateLinkedPost } from '../linked-posts/linked-duplicate';
import { linkedKinds } from '../linked-posts/linked-kinds';

function ScreenFrame({
  kind,
  title,
  children,
}: {
  kind: ResourceKind;
  title: string;
  children: React.ReactNode;
}) {
  const t = useKindMessages(kind);
  return (
    <section aria-labelledby="editor-title">
      <PageHeader
        id="editor-title"
        title={title}
        back={{ href: `/admin/${kind.collection}`, label: t('backToList') }}
      />
      {children}
    </section>
  );
}

export function NewResourceScreen({
  kind,
  canManage,
  canUpload,
  siteZone,
}: {
  kind: ResourceKind;
  canManage: boolean;
  canUpload: boolean;
  siteZone: string;
}) {
  const t = useKindMessages(kind);
  const common = useTranslations('AdminCommon');
  const notice = useSavedNotice(kind.collection, t('saved'));
  return (
    <ScreenFrame kind={kind} title={t('newTitle')}>
      {canManage ? (
        <ResourceEditor
          kind={kind}
          canManage
          canUpload={canUpload}
          siteZone={siteZone}
          onSaved={notice.onCreated}
        />
      ) : (
        <p className="notice">{common('notAllowed')}</p>
      )}
    </ScreenFrame>
  );
}

/** A read whose id names no such item: 400 naming `id` for venues, organizers and terms (docs/api.md §5). */
const isUnknownItem = (error: Error) =>
  error instanceof ApiError &&
  (error.status === 404 ||
    (error.code === 'rest_invalid_param' &&
      Object.hasOwn((error.data.params as object | undefined) ?? {}, 'id')));

/** An existing item, read with its ETag so that a save or delete cannot overwrite another editor's (docs/api.md §10.9). */
export function EditResourceScreen({
  kind,
  id,
  canManage,
  canUpload,
  siteZone,
}: {
  kind: ResourceKind;
  id: number;
  canManage: boolean;
  canUpload: boolean;
  siteZone: string;
}) {
  const t = useKindMessages(kind);
  const common = useTranslations('AdminCommon');
  const notice = useSavedNotice(kind.collection, t('saved'));
  const item = useQuery(resourceQuery(kind, id));
  const body = item.data?.body;
  const isTrashed = body?.status === 'trash';
  const [asked, setLanguage] = useContentLanguage();
  // An address naming a language opens its texts only for those offered the switch.
  const language = canManage && !isTrashed ? asked : 'en';
  // The name and description are translatable (§9); the other fields are shared.
  const translatable = kind.fields
    .filter((field) => field.name === kind.nameKey || field.name === 'description')
    .map((field): TranslatableField => ({
      name: field.name,
      label: t(`field.${field.name}`),
      input: field.input === 'richtext' || field.input === 'textarea' ? field.input : 'text',
    }));
  return (
    <ScreenFrame kind={kind} title={body ? String(body[kind.nameKey]) : t('editTitle')}>
      {notice.duplicated && (
        <DuplicatedNotice isUntranslated={notice.duplicated === 'untranslated'} />
      )}
      {isTrashed && <p className="notice">{common('inTrash')}</p>}
      {canManage && body && !isTrashed && <DuplicateItem kind={kind} id={id} />}
      {item.isPending && <p role="status">{t('loading')}</p>}
      {item.isError &&
        (isUnknownItem(item.error) ? (
          <p role="alert" className="form-error">
            {common('notFound')}
          </p>
        ) : (
          <FormError code={errorCodeOf(item.error)} />
        ))}
      {canManage && !isTrashed && <ContentLanguageSelect value={language} onChange={setLanguage} />}
      {language !== 'en' && item.data && (
        <TranslationEditor
          key={language}
          collection={kind.collection}
          id={id}
          language={language}
          fields={translatable}
        />
      )}
      {language === 'en' && item.data && body && (
        <>
          <ResourceEditor
            key={item.data.etag ?? ''}
            kind={kind}
            item={body}
            etag={item.data.etag}
            canManage={canManage}
            canUpload={canUpload}
            siteZone={siteZone}
            onSaved={notice.onEdited}
          />
          {canManage && !isTrashed && <DeleteItem kind={kind} id={id} etag={item.data.etag} />}
          <RelatedEvents kind={kind} id={id} />
        </>
      )}
    </ScreenFrame>
  );
}

/** Venues and organizers can be duplicated; terms, whose names are unique, cannot. */
function DuplicateItem({ kind, id }: { kind: ResourceKind; id: number }) {
  if (kind.collection !== 'venues' && kind.collection !== 'organizers') return null;
  const linked = linkedKinds[kind.collection];
  return (
    // It copies the saved item, as the server has it.
    <p>
      <DuplicateButton
        collection={linked.collection}
        duplicate={(suffix) => duplicateLinkedPost(linked, id, suffix)}
      />
    </p>
  );
}

function DeleteItem({ kind, id, etag }: { kind: ResourceKind; id: number; etag: string | null }) {
  const t = useKindMessages(kind);
  const router = useRouter();
  const deletion = useMutation(deleteResourceMutation(kind, { id, etag }));
  const remove = async () => {
    await deletion.mutateAsync();
    // A trashed item can be restored from the trash list, so that is where it is shown.
    const query = kind.deletion === 'trash' ? '?status=trash&deleted=1' : '?deleted=1';
    router.push(`/admin/${kind.collection}${query}`);
  };
  return (
    <div className="danger-zone">
      <ConfirmAction
        label={t('delete')}
        title={t('confirmTitle')}
        text={t('confirmText')}
        confirmLabel={t('confirm')}
        onConfirm={remove}
      />
    </div>
  );
}
