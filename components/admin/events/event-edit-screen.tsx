'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';
import { ContentLanguageSelect, useContentLanguage } from '../translations/content-language';
import { TranslationEditor } from '../translations/translation-editor';
import { useSavedNotice } from '../forms/use-saved-notice';
import { PageHeader } from '../page-header';
import { showToast } from '../shell/toasts';
import { EventEditor } from './event-editor';
import { EventRestore, EventTrash } from './event-trash';
import { emptyEventForm, eventFormValues, withPrefilledTimes } from './event-form-values';
import { eventQuery } from './event-queries';
import { DuplicateButton, DuplicatedNotice } from '../lists/duplicate-button';
import { duplicateEvent } from './event-duplicate';

/** Today in the browser's calendar, as a date input wants it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the signed-in user's role allows in the editor, and the site's time zone. */
interface EditorRights {
  canPublish: boolean;
  canUpload: boolean;
  /** May make a category or tag from the editor's pickers. */
  canManageTerms: boolean;
  /** An event whose zone is left empty is in it (docs/api.md §0.6). */
  siteZone: string;
}

/** May make events, so may duplicate one. */
interface EditRights extends EditorRights {
  canCreate: boolean;
}

/**
 * A new event: the site's time zone (an empty zone) and tonight as defaults,
 * or the time the calendar's empty slot chosen gives in the address.
 */
export function NewEventScreen(rights: EditorRights) {
  const t = useTranslations('AdminEventForm');
  const notice = useSavedNotice('events', t('saved'));
  const query = useSearchParams();
  return (
    <section aria-labelledby="editor-title">
      <PageHeader
        id="editor-title"
        title={t('newTitle')}
        back={{ href: '/admin/events', label: t('backToList') }}
      />
      <EventEditor
        initial={withPrefilledTimes(emptyEventForm('', today(), rights.canPublish), query)}
        {...rights}
        onSaved={notice.onCreated}
      />
    </section>
  );
}

/**
 * An existing event, read with its ETag so that the save cannot overwrite
 * another editor's (docs/api.md §10.9). A trashed one is shown read-only with
 * a way to restore it (docs/admin.md).
 */
export function EditEventScreen({ id, canCreate, ...rights }: EditRights & { id: number }) {
  const t = useTranslations('AdminEventForm');
  const notice = useSavedNotice('events', t('saved'));
  const repeat = useTranslations('AdminRepeat');
  const event = useQuery(eventQuery(id));
  const [language, setLanguage] = useContentLanguage();
  const isTrashed = event.data?.body.status === 'trash';
  const body = event.data?.body;
  const links = body && (body.status === 'publish' || body.series_id !== null) && (
    <ul className="page-links">
      {body.status === 'publish' && (
        // The public .ics answers for published events only, so only they offer it.
        <li>
          <a href={`${body.url}ical/`} download>
            {t('addToCalendar')}
          </a>
        </li>
      )}
      {body.series_id !== null && (
        <li>
          <Link href={`/admin/events?series=${body.series_id}`}>{repeat('seriesLink')}</Link>
        </li>
      )}
    </ul>
  );
  return (
    <section aria-labelledby="editor-title">
      <PageHeader
        id="editor-title"
        title={body ? body.title : t('editTitle')}
        back={{ href: '/admin/events', label: t('backToList') }}
        subtitle={links}
        actions={
          canCreate &&
          body &&
          !isTrashed && (
            // It copies the saved event, as the server has it.
            <DuplicateButton
              collection="events"
              duplicate={(suffix) => duplicateEvent(id, suffix)}
            />
          )
        }
      />
      {notice.duplicated && (
        <DuplicatedNotice isUntranslated={notice.duplicated === 'untranslated'} />
      )}
      {event.isPending && <p role="status">{t('loading')}</p>}
      {event.isError && <FormError code={errorCodeOf(event.error)} />}
      {isTrashed && (
        <EventRestore
          event={event.data!.body}
          etag={event.data!.etag}
          onRestored={() => showToast(t('restored'))}
        />
      )}
      {/* Translations are read through the namespace, which refuses a trashed event. */}
      {!isTrashed && <ContentLanguageSelect value={language} onChange={setLanguage} />}
      {language !== 'en' && !isTrashed && (
        <TranslationEditor
          key={language}
          collection="events"
          id={id}
          language={language}
          fields={[
            { name: 'title', label: t('title'), input: 'text' },
            { name: 'description', label: t('description'), input: 'richtext' },
            { name: 'excerpt', label: t('excerpt'), input: 'textarea' },
            // A scheduled event has no reason to translate (docs/api.md §4.2.7).
            ...(event.data?.body.event_status === 'scheduled'
              ? []
              : [{ name: 'status_reason', label: t('statusReason'), input: 'text' as const }]),
          ]}
        />
      )}
      {(language === 'en' || isTrashed) && event.data && (
        <>
          <EventEditor
            key={event.data.etag ?? ''}
            event={event.data.body}
            etag={event.data.etag}
            initial={eventFormValues(event.data.body)}
            {...rights}
            isReadOnly={isTrashed}
            onSaved={notice.onEdited}
          />
          {!isTrashed && <EventTrash event={event.data.body} etag={event.data.etag} />}
        </>
      )}
    </section>
  );
}
