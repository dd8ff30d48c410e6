'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldError as FormFieldError } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { ImageField, previewOf } from '../forms/image-field';
import { RichTextField } from '../forms/rich-text-field';
import { placeServerError, showServerErrors, type ServerErrorFields } from '../forms/server-errors';
import { useUnsavedChanges } from '../forms/use-unsaved-changes';
import {
  eventFormSchema,
  eventFormValues,
  eventWriteBody,
  FIELD_OF_PARAMETER,
  statusChoices,
  type EventFormValues,
} from './event-form-values';
import { saveEventMutation, type EventJson } from './event-queries';
import type { NamedChoice } from '../collection-queries';
import {
  choiceOf,
  linkedPostChoicesQuery,
  type LinkedCollection,
} from '../linked-posts/linked-post-queries';

/**
 * Venues or organizers to pick from: the first 50, plus those the event
 * already has, so that the form always shows what is stored.
 */
function useLinkedChoices(
  collection: LinkedCollection,
  linked: readonly { id?: number }[],
): NamedChoice[] | undefined {
  const listed = useQuery(linkedPostChoicesQuery(collection));
  if (!listed.data) return undefined;
  const missing = linked.filter((item) => !listed.data.some((choice) => choice.id === item.id));
  return [...listed.data, ...missing.map((item) => choiceOf(collection, item))];
}

// The form's fields have their own names; FIELD_OF_PARAMETER maps the API's.
const serverFields: ServerErrorFields<z.input<typeof eventFormSchema>> = {
  fieldOf: (param) => FIELD_OF_PARAMETER[param],
};

export function EventEditor({
  event,
  etag,
  initial,
  canPublish,
  canUpload,
  onSaved,
}: {
  /** The event being edited, absent for a new one. */
  event?: EventJson;
  etag?: string | null;
  initial: EventFormValues;
  canPublish: boolean;
  /** May upload a new image; anyone may pick one from the library. */
  canUpload: boolean;
  onSaved: (saved: EventJson) => void;
}) {
  const t = useTranslations('AdminEventForm');
  const statuses = useTranslations('AdminCommon.statusName');
  const id = useId();
  const venues = useLinkedChoices(
    'venues',
    event && !Array.isArray(event.venue) ? [event.venue] : [],
  );
  const organizers = useLinkedChoices('organizers', event?.organizer ?? []);
  const form = useForm<z.input<typeof eventFormSchema>, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initial,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });

  useUnsavedChanges(isDirty, isSubmitting);

  const save = useMutation(
    saveEventMutation(event && { id: event.id, etag: etag ?? null }, {
      onSuccess: (saved) => {
        form.reset(eventFormValues(saved));
        onSaved(saved);
      },
      onError: (error) => showServerErrors(form, error, serverFields),
    }),
  );

  const field = (name: keyof EventFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof EventFormValues) => (
    // An array field's error (organizers) is one error for the whole list.
    <FieldError id={`${id}-${name}-error`} error={errors[name] as FormFieldError | undefined} />
  );
  const formCode = save.error ? placeServerError(save.error, serverFields).formCode : undefined;

  // Selects take their stored value only if its option is there when they mount.
  if (!venues || !organizers) return <p role="status">{t('loading')}</p>;

  return (
    <form
      noValidate
      className="editor"
      onSubmit={form.handleSubmit((values) => save.mutate(eventWriteBody(values)))}
    >
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('title')}</label>
        <input {...field('title')} {...form.register('title')} />
        {error('title')}
      </div>

      <fieldset>
        <legend>{t('when')}</legend>
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-startDate`}>{t('startDate')}</label>
            <input type="date" {...field('startDate')} {...form.register('startDate')} />
            {error('startDate')}
          </div>
          {!allDay && (
            <div className="field">
              <label htmlFor={`${id}-startTime`}>{t('startTime')}</label>
              <input type="time" {...field('startTime')} {...form.register('startTime')} />
              {error('startTime')}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-endDate`}>{t('endDate')}</label>
            <input type="date" {...field('endDate')} {...form.register('endDate')} />
            {error('endDate')}
          </div>
          {!allDay && (
            <div className="field">
              <label htmlFor={`${id}-endTime`}>{t('endTime')}</label>
              <input type="time" {...field('endTime')} {...form.register('endTime')} />
              {error('endTime')}
            </div>
          )}
        </div>
        <div className="checkbox">
          <input type="checkbox" {...field('allDay')} {...form.register('allDay')} />
          <label htmlFor={`${id}-allDay`}>{t('allDay')}</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-timezone`}>{t('timezone')}</label>
          <input list={`${id}-zones`} {...field('timezone')} {...form.register('timezone')} />
          <datalist id={`${id}-zones`}>
            {Intl.supportedValuesOf('timeZone').map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {error('timezone')}
        </div>
      </fieldset>

      <Controller
        control={form.control}
        name="description"
        render={({ field: description }) => (
          <RichTextField
            id={`${id}-description`}
            label={t('description')}
            value={description.value}
            onChange={description.onChange}
            onBlur={description.onBlur}
            isInvalid={Boolean(errors.description)}
            describedBy={field('description')['aria-describedby']}
          >
            {error('description')}
          </RichTextField>
        )}
      />
      <div className="field">
        <label htmlFor={`${id}-excerpt`}>{t('excerpt')}</label>
        <textarea rows={2} {...field('excerpt')} {...form.register('excerpt')} />
      </div>

      <fieldset>
        <legend>{t('where')}</legend>
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-venue`}>{t('venue')}</label>
            <select {...field('venue')} {...form.register('venue')}>
              <option value="">{t('noVenue')}</option>
              {venues.map((venue) => (
                <option key={venue.id} value={String(venue.id)}>
                  {venue.name}
                </option>
              ))}
            </select>
            {error('venue')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-newVenue`}>{t('newVenue')}</label>
            <input {...field('newVenue')} {...form.register('newVenue')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-organizers`}>{t('organizers')}</label>
          <select multiple size={4} {...field('organizers')} {...form.register('organizers')}>
            {organizers.map((organizer) => (
              <option key={organizer.id} value={String(organizer.id)}>
                {organizer.name}
              </option>
            ))}
          </select>
          {error('organizers')}
        </div>
      </fieldset>

      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-categories`}>{t('categories')}</label>
          <input {...field('categories')} {...form.register('categories')} />
          <p className="hint">{t('termsHint')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-tags`}>{t('tags')}</label>
          <input {...field('tags')} {...form.register('tags')} />
        </div>
      </div>

      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-cost`}>{t('cost')}</label>
          <input {...field('cost')} {...form.register('cost')} />
          {error('cost')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-website`}>{t('website')}</label>
          <input type="url" {...field('website')} {...form.register('website')} />
          {error('website')}
        </div>
      </div>

      <Controller
        control={form.control}
        name="image"
        render={({ field: image }) => (
          <ImageField
            label={t('image')}
            value={image.value}
            onChange={image.onChange}
            initial={event?.image ? previewOf(event.image) : null}
            canUpload={canUpload}
          />
        )}
      />
      {error('image')}

      <fieldset>
        <legend>{t('publishing')}</legend>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('status')}</label>
          <select {...field('status')} {...form.register('status')}>
            {statusChoices(canPublish).map((status) => (
              <option key={status} value={status}>
                {statuses(status)}
              </option>
            ))}
          </select>
          {error('status')}
        </div>
        {(['featured', 'sticky', 'hideFromListings'] as const).map((flag) => (
          <div className="checkbox" key={flag}>
            <input type="checkbox" {...field(flag)} {...form.register(flag)} />
            <label htmlFor={`${id}-${flag}`}>{t(flag)}</label>
          </div>
        ))}
      </fieldset>

      {formCode === 'rest_precondition_failed' ? (
        <p className="form-error" role="alert">
          {t('changedElsewhere')}
        </p>
      ) : (
        <FormError code={formCode} />
      )}
      <button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
