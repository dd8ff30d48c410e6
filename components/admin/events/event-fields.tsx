'use client';

// The event editor's fields in the groups the form shows them in
// (event-editor.tsx). Each input is named, described and marked invalid the
// same way, through the `EventFieldIds` (event-field-ids.tsx) the editor
// makes from its errors.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { DateField, SearchPicker, TimeField, TimeZoneField } from '../forms/lazy-fields';
import type { PickerChoice, PickerCollection } from '../forms/picker-queries';
import type { ImageAltDraft } from '../forms/image-alt-draft';
import { ImageField, type ImagePreview } from '../forms/image-field';
import { RichTextField } from '../forms/rich-text-field';
import { PublicationDateFields } from '../forms/publication-date-fields';
import { CostFields } from './cost-fields';
import type { EventFieldIds, EventForm } from './event-field-ids';
import { statusChoices } from './event-form-values';

interface GroupProps {
  form: EventForm;
  ids: EventFieldIds;
}

/** A checkbox for one of the form's flags. */
function FlagField({ form, ids, name }: GroupProps & { name: FlagName }) {
  const t = useTranslations('AdminEventForm');
  return (
    <div className="checkbox">
      <input type="checkbox" {...ids.field(name)} {...form.register(name)} />
      <label htmlFor={ids.id(name)}>{t(name)}</label>
    </div>
  );
}

type FlagName = 'allDay' | 'featured' | 'sticky' | 'hideFromListings' | 'showMap' | 'showMapLink';

/** A labelled input; `hasError: false` for the fields no rule checks. */
function InputField({
  form,
  ids,
  name,
  type,
  hasError = true,
  children,
}: GroupProps & {
  name: 'title' | 'website';
  type?: string;
  hasError?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('AdminEventForm');
  return (
    <div className="field">
      <label htmlFor={ids.id(name)}>{t(name)}</label>
      <input type={type} {...ids.field(name)} {...form.register(name)} />
      {children}
      {hasError && ids.error(name)}
    </div>
  );
}

export function TitleField(props: GroupProps) {
  return <InputField {...props} name="title" />;
}

/** The form's fields each of whose inputs is a react-aria field of one text value. */
const WHEN_INPUTS = {
  startDate: DateField,
  startTime: TimeField,
  endDate: DateField,
  endTime: TimeField,
  timezone: TimeZoneField,
} as const;

/** Dates, times (not for an all-day event) and the event's time zone. */
export function WhenFields({ form, ids, isReadOnly }: GroupProps & { isReadOnly?: boolean }) {
  const t = useTranslations('AdminEventForm');
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  const input = (name: keyof typeof WHEN_INPUTS) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const Input = WHEN_INPUTS[name];
        return (
          <Input
            id={ids.id(name)}
            label={t(name)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={ids.isInvalid(name)}
            // A disabled fieldset stills native inputs only, not react-aria's date segments.
            isReadOnly={isReadOnly}
            describedBy={ids.field(name)['aria-describedby']}
          >
            {ids.error(name)}
          </Input>
        );
      }}
    />
  );
  return (
    <fieldset>
      <legend>{t('when')}</legend>
      <div className="row">
        {input('startDate')}
        {!allDay && input('startTime')}
        {input('endDate')}
        {!allDay && input('endTime')}
      </div>
      <FlagField form={form} ids={ids} name="allDay" />
      {input('timezone')}
    </fieldset>
  );
}

/** The description (formatted text) and the plain excerpt; a disabled fieldset cannot stop the rich text. */
export function TextFields({ form, ids, isReadOnly }: GroupProps & { isReadOnly?: boolean }) {
  const t = useTranslations('AdminEventForm');
  return (
    <>
      <Controller
        control={form.control}
        name="description"
        render={({ field: description }) => (
          <RichTextField
            id={ids.id('description')}
            label={t('description')}
            value={description.value}
            onChange={description.onChange}
            onBlur={description.onBlur}
            isInvalid={ids.isInvalid('description')}
            describedBy={ids.field('description')['aria-describedby']}
            isReadOnly={isReadOnly}
          >
            {ids.error('description')}
          </RichTextField>
        )}
      />
      <div className="field">
        <label htmlFor={ids.id('excerpt')}>{t('excerpt')}</label>
        <textarea rows={2} {...ids.field('excerpt')} {...form.register('excerpt')} />
      </div>
    </>
  );
}

/** A picker bound to one of the form's choice fields, its error under it. */
function PickerField({
  form,
  ids,
  name,
  collection,
  isSingle,
  onCreate,
}: GroupProps & {
  name: 'venue' | 'organizers' | 'categories' | 'tags';
  collection: PickerCollection;
  isSingle?: boolean;
  onCreate?: (name: string) => Promise<PickerChoice | null>;
}) {
  const t = useTranslations('AdminEventForm');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SearchPicker
          label={t(name)}
          collection={collection}
          value={field.value}
          onChange={field.onChange}
          isSingle={isSingle}
          onCreate={onCreate}
          isInvalid={ids.isInvalid(name)}
          errorId={ids.field(name)['aria-describedby']}
        >
          {ids.error(name)}
        </SearchPicker>
      )}
    />
  );
}

/** The venue and the organizers, found by typing (a new one is made in a dialog), and whether a map is shown. */
export function WhereFields({
  onCreate,
  ...props
}: GroupProps & {
  onCreate: (collection: 'venues' | 'organizers', name: string) => Promise<PickerChoice | null>;
}) {
  const t = useTranslations('AdminEventForm');
  return (
    <fieldset>
      <legend>{t('where')}</legend>
      <div className="row">
        <PickerField
          {...props}
          name="venue"
          collection="venues"
          isSingle
          onCreate={(name) => onCreate('venues', name)}
        />
        <PickerField
          {...props}
          name="organizers"
          collection="organizers"
          onCreate={(name) => onCreate('organizers', name)}
        />
      </div>
      <FlagField {...props} name="showMap" />
      <FlagField {...props} name="showMapLink" />
    </fieldset>
  );
}

/** Categories and tags (made on the spot when the role may), cost and website. */
export function DetailFields({
  onCreate,
  ...props
}: GroupProps & {
  onCreate?: (collection: 'categories' | 'tags', name: string) => Promise<PickerChoice | null>;
}) {
  const creates = (collection: 'categories' | 'tags') =>
    onCreate && ((name: string) => onCreate(collection, name));
  return (
    <>
      <div className="row">
        <PickerField
          {...props}
          name="categories"
          collection="categories"
          onCreate={creates('categories')}
        />
        <PickerField {...props} name="tags" collection="tags" onCreate={creates('tags')} />
      </div>
      <div className="row">
        <CostFields {...props} />
        <InputField {...props} name="website" type="url" />
      </div>
    </>
  );
}

export function EventImageField({
  form,
  ids,
  initial,
  canUpload,
  onAltChange,
}: GroupProps & {
  initial: ImagePreview | null;
  canUpload: boolean;
  onAltChange?: (draft: ImageAltDraft | null) => void;
}) {
  const t = useTranslations('AdminEventForm');
  return (
    <>
      <Controller
        control={form.control}
        name="image"
        render={({ field: image }) => (
          <ImageField
            label={t('image')}
            value={image.value}
            onChange={image.onChange}
            initial={initial}
            canUpload={canUpload}
            onAltChange={onAltChange}
          />
        )}
      />
      {ids.error('image')}
    </>
  );
}

/**
 * The status (contributors only keep events unpublished), the publication
 * date that schedules a published event, and the listing flags.
 */
export function PublishingFields({
  form,
  ids,
  canPublish,
  siteZone,
  scheduledAt,
  isReadOnly,
}: GroupProps & {
  canPublish: boolean;
  siteZone: string;
  scheduledAt?: string;
  isReadOnly?: boolean;
}) {
  const t = useTranslations('AdminEventForm');
  const statuses = useTranslations('AdminCommon.statusName');
  const [publishDate, publishTime] = useWatch({
    control: form.control,
    name: ['publishDate', 'publishTime'],
  });
  const { errors } = form.formState;
  return (
    <fieldset>
      <legend>{t('publishing')}</legend>
      <div className="field">
        <label htmlFor={ids.id('status')}>{t('status')}</label>
        <select {...ids.field('status')} {...form.register('status')}>
          {statusChoices(canPublish, scheduledAt !== undefined).map((status) => (
            <option key={status} value={status}>
              {statuses(status)}
            </option>
          ))}
        </select>
        {ids.error('status')}
      </div>
      <PublicationDateFields
        idPrefix={ids.prefix}
        values={{ publishDate, publishTime }}
        onChange={(part, value) =>
          form.setValue(part, value, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        errors={{ publishDate: errors.publishDate, publishTime: errors.publishTime }}
        siteZone={siteZone}
        scheduledAt={scheduledAt}
        // A disabled fieldset stills native inputs only, not react-aria's date segments.
        isReadOnly={isReadOnly}
      />
      {(['featured', 'sticky', 'hideFromListings'] as const).map((flag) => (
        <FlagField key={flag} form={form} ids={ids} name={flag} />
      ))}
    </fieldset>
  );
}
