'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useAltFailureToast, useImageAltDraft } from '../forms/image-alt-draft';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { previewOf } from '../forms/image-field';
import { placeServerError, showServerErrors, type ServerErrorFields } from '../forms/server-errors';
import { useUnsavedChanges } from '../forms/use-unsaved-changes';
import {
  changedWriteBody,
  eventFormSchema,
  eventFormValues,
  eventWriteBody,
  FIELD_OF_PARAMETER,
  isRepeatChanged,
  type EventFormValues,
} from './event-form-values';
import {
  DetailFields,
  EventImageField,
  PublishingFields,
  TextFields,
  TitleField,
  WhenFields,
  WhereFields,
} from './event-fields';
import { eventFieldIds } from './event-field-ids';
import { saveEventMutation, type EventJson } from './event-queries';
import { EventParentField } from './event-parent-field';
import { EventStatusField } from './event-status-field';
import { EventPasswordField } from './event-password-field';
import { RepeatField } from './repeat-field';
import { scopesFor, useSeriesScopeQuestion } from './series-scope-dialog';
import { useCreateLinkedQuestion } from '../forms/create-linked-dialog';
import { createChoice } from '../forms/picker-queries';
import { useIsHydrated } from '../forms/use-is-hydrated';

// The form's fields have their own names; FIELD_OF_PARAMETER maps the API's.
const serverFields: ServerErrorFields<z.input<typeof eventFormSchema>> = {
  fieldOf: (param) => FIELD_OF_PARAMETER[param as keyof typeof FIELD_OF_PARAMETER],
};

export function EventEditor({
  event,
  etag,
  initial,
  canPublish,
  canUpload,
  canManageTerms,
  siteZone,
  isReadOnly = false,
  onSaved,
}: {
  /** The event being edited, absent for a new one. */
  event?: EventJson;
  etag?: string | null;
  initial: EventFormValues;
  canPublish: boolean;
  /** May upload a new image; anyone may pick one from the library. */
  canUpload: boolean;
  /** May make a category or tag from its picker; anyone who edits events may make a venue or organizer. */
  canManageTerms: boolean;
  /** The zone of an event whose own is left empty: its repeat rule's dates are in it. */
  siteZone: string;
  /** A trashed event is shown until it is restored, never saved as it is. */
  isReadOnly?: boolean;
  onSaved: (saved: EventJson) => void;
}) {
  const t = useTranslations('AdminEventForm');
  const isHydrated = useIsHydrated();
  const form = useForm<z.input<typeof eventFormSchema>, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initial,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const ids = eventFieldIds(useId(), errors);
  useUnsavedChanges(isDirty, isSubmitting);

  const altDraft = useImageAltDraft(useAltFailureToast());
  const save = useMutation(
    saveEventMutation(
      event && { id: event.id, etag: etag ?? null },
      {
        onSuccess: (saved) => {
          form.reset(eventFormValues(saved));
          onSaved(saved);
        },
        onError: (error) => showServerErrors(form, error, serverFields),
      },
      altDraft.save,
    ),
  );
  const scopeQuestion = useSeriesScopeQuestion();
  const createQuestion = useCreateLinkedQuestion();
  // Saving an occurrence of a series asks which of its dates the change reaches, and sends only what changed.
  const submit = form.handleSubmit(async (values) => {
    if (!event || event.series_id === null)
      return save.mutate(eventWriteBody(values, siteZone, event ? initial : undefined));
    const scope = await scopeQuestion.ask('save', scopesFor(isRepeatChanged(initial, values)));
    if (scope) save.mutate({ ...changedWriteBody(initial, values, siteZone), series_scope: scope });
  });
  const formCode = save.error ? placeServerError(save.error, serverFields).formCode : undefined;

  if (!isHydrated) return <p role="status">{t('loading')}</p>;

  const groups = { form, ids };
  return (
    <>
      <form noValidate className="editor" onSubmit={submit}>
        <fieldset className="plain" disabled={isReadOnly}>
          <TitleField {...groups} />
          <WhenFields {...groups} isReadOnly={isReadOnly} />
          <RepeatField form={form} prefix={ids.prefix} />
          <EventStatusField {...groups} />
          <TextFields {...groups} isReadOnly={isReadOnly} />
          <WhereFields {...groups} onCreate={createQuestion.ask} />
          <DetailFields
            {...groups}
            onCreate={
              canManageTerms ? (collection, name) => createChoice(collection, name) : undefined
            }
          />
          <EventImageField
            {...groups}
            initial={event?.image ? previewOf(event.image) : null}
            canUpload={canUpload}
            onAltChange={canUpload ? altDraft.change : undefined}
          />
          <PublishingFields
            {...groups}
            canPublish={canPublish}
            siteZone={siteZone}
            scheduledAt={event?.status === 'future' ? event.date : undefined}
            isReadOnly={isReadOnly}
          />
          {/* Both need the event's id: a new event gets them after its first save. */}
          {event && !isReadOnly && <EventParentField id={event.id} />}
          {event && !isReadOnly && <EventPasswordField id={event.id} hasUnsavedChanges={isDirty} />}
        </fieldset>

        {formCode === 'rest_precondition_failed' ? (
          <p className="form-error" role="alert">
            {t('changedElsewhere')}
          </p>
        ) : (
          <FormError code={formCode} />
        )}
        {!isReadOnly && (
          <button type="submit" disabled={save.isPending} data-shortcut="save">
            {save.isPending ? t('saving') : t('save')}
          </button>
        )}
      </form>
      {/* Outside the form: the dialog's buttons are not the form's. */}
      {scopeQuestion.dialog}
      {createQuestion.dialog}
    </>
  );
}
