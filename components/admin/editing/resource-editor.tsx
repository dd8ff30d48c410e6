'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { ParentSelect } from '../terms/parent-select';
import { useAltFailureToast, useImageAltDraft, type ImageAltDraft } from '../forms/image-alt-draft';
import { ImageField, initialImageOf } from '../forms/image-field';
import { PublicationDateFields } from '../forms/publication-date-fields';
import { useKindMessages } from '../kind-messages';
import { useIsHydrated } from '../forms/use-is-hydrated';
import { RichTextField } from '../forms/rich-text-field';
import { placeServerError, showServerErrors } from '../forms/server-errors';
import {
  bodyOf,
  EDITABLE_STATUSES,
  emptyValuesOf,
  formSchemaOf,
  serverFieldsOf,
  valuesOf,
  type FieldSpec,
  type FormValues,
  type Item,
  type ResourceKind,
} from '../resource-kind';
import { useUnsavedChanges } from '../forms/use-unsaved-changes';
import { saveResourceMutation } from './resource-queries';

/**
 * Creates or edits one venue, organizer, category or tag; an edit sends
 * If-Match (docs/api.md §10.9).
 */
export function ResourceEditor({
  kind,
  item,
  etag,
  canManage,
  canUpload,
  siteZone,
  onSaved,
}: {
  kind: ResourceKind;
  item?: Item;
  etag?: string | null;
  canManage: boolean;
  /** May upload a new image; anyone may pick one from the library. */
  canUpload: boolean;
  /** The zone of the publication date (docs/api.md §4.1). */
  siteZone: string;
  onSaved: (saved: Item) => void;
}) {
  const common = useTranslations('AdminCommon');
  const isHydrated = useIsHydrated();
  const formId = useId();
  const schema = useMemo(() => formSchemaOf(kind), [kind]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: item ? valuesOf(kind, item) : emptyValuesOf(kind),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty, isSubmitting);

  const altDraft = useImageAltDraft(useAltFailureToast());
  const save = useMutation(
    saveResourceMutation(
      kind,
      item && { id: item.id, etag: etag ?? null },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(kind, saved));
          onSaved(saved);
        },
        onError: (error) => showServerErrors(form, error, serverFieldsOf(kind)),
      },
      altDraft.save,
    ),
  );
  const formError = save.error
    ? placeServerError(save.error, serverFieldsOf(kind)).formCode
    : undefined;

  if (!isHydrated) return <p role="status">{common('loading')}</p>;

  return (
    <form
      noValidate
      className="editor"
      onSubmit={form.handleSubmit((values) => save.mutate(bodyOf(kind, values)))}
    >
      <fieldset className="plain" disabled={!canManage}>
        {kind.fields.map((field) => (
          <ResourceField
            key={field.name}
            {...{ kind, field, item, form, canManage, canUpload, siteZone }}
            onAltChange={canUpload && canManage ? altDraft.change : undefined}
            formId={formId}
            error={errors[field.name]}
          />
        ))}
      </fieldset>
      <FormError code={formError} />
      {canManage ? (
        <button type="submit" disabled={save.isPending} data-shortcut="save">
          {save.isPending ? common('saving') : common('save')}
        </button>
      ) : (
        <p className="notice">{common('readOnly')}</p>
      )}
    </form>
  );
}

/** One field of the kind, by its input: the image and rich text have editors of their own. */
function ResourceField({
  kind,
  field,
  item,
  form,
  formId,
  canManage,
  canUpload,
  siteZone,
  error,
  onAltChange,
}: {
  kind: ResourceKind;
  field: FieldSpec;
  item?: Item;
  form: UseFormReturn<FormValues>;
  formId: string;
  canManage: boolean;
  canUpload: boolean;
  siteZone: string;
  error?: Parameters<typeof FieldError>[0]['error'];
  onAltChange?: (draft: ImageAltDraft | null) => void;
}) {
  const t = useKindMessages(kind);
  if (field.input === 'publication-date') {
    return (
      <ResourcePublicationDate
        form={form}
        formId={formId}
        siteZone={siteZone}
        scheduledAt={item?.status === 'future' ? String(item[field.name]) : undefined}
        isReadOnly={!canManage}
      />
    );
  }
  if (field.input === 'image') {
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: image, fieldState }) => (
          <>
            <ImageField
              label={t(`field.${field.name}`)}
              value={String(image.value)}
              onChange={image.onChange}
              initial={initialImageOf(item?.[field.name])}
              canUpload={canUpload}
              onAltChange={onAltChange}
            />
            <FieldError id={`${field.name}-error`} error={fieldState.error} />
          </>
        )}
      />
    );
  }
  if (field.input === 'richtext') {
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: text, fieldState }) => (
          <RichTextField
            id={`${formId}-${field.name}`}
            label={t(`field.${field.name}`)}
            value={String(text.value)}
            onChange={text.onChange}
            onBlur={text.onBlur}
            isInvalid={Boolean(fieldState.error)}
            describedBy={fieldState.error ? `${formId}-${field.name}-error` : undefined}
            isReadOnly={!canManage}
          >
            <FieldError id={`${formId}-${field.name}-error`} error={fieldState.error} />
          </RichTextField>
        )}
      />
    );
  }
  return (
    <EditorField
      kind={kind}
      field={field}
      isScheduled={item?.status === 'future'}
      selfId={item?.id}
      registered={form.register(field.name)}
      error={error}
    />
  );
}

/** The publication date, its two inputs bound to the form's publishDate and publishTime. */
function ResourcePublicationDate({
  form,
  formId,
  ...shown
}: {
  form: UseFormReturn<FormValues>;
  formId: string;
  siteZone: string;
  scheduledAt?: string;
  isReadOnly: boolean;
}) {
  const [publishDate, publishTime] = useWatch({
    control: form.control,
    name: ['publishDate', 'publishTime'],
  });
  const { errors } = form.formState;
  return (
    <PublicationDateFields
      idPrefix={formId}
      values={{ publishDate: String(publishDate ?? ''), publishTime: String(publishTime ?? '') }}
      onChange={(part, value) =>
        form.setValue(part, value, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
      errors={{ publishDate: errors.publishDate, publishTime: errors.publishTime }}
      {...shown}
    />
  );
}

function EditorField({
  kind,
  field,
  isScheduled,
  selfId,
  registered,
  error,
}: {
  kind: ResourceKind;
  field: FieldSpec;
  /** The item is scheduled: its status offers "Scheduled" as well. */
  isScheduled: boolean;
  selfId?: number;
  registered: UseFormRegisterReturn;
  error?: Parameters<typeof FieldError>[0]['error'];
}) {
  const t = useKindMessages(kind);
  const common = useTranslations('AdminCommon');
  const id = `${useId()}-${field.name}`;
  const describedBy = [error && `${id}-error`, field.hasHint && `${id}-hint`].filter(Boolean);
  const props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    ...registered,
  };
  const label = <label htmlFor={id}>{t(`field.${field.name}`)}</label>;
  const after = (
    <>
      {field.hasHint && (
        <p id={`${id}-hint`} className="hint">
          {t(`hint.${field.name}`)}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
  if (field.input === 'checkbox') {
    return (
      <div className="checkbox">
        <input type="checkbox" {...props} />
        {label}
        {after}
      </div>
    );
  }
  return (
    <div className="field">
      {label}
      {field.input === 'textarea' ? (
        <textarea rows={4} {...props} />
      ) : field.input === 'status' ? (
        <select {...props}>
          {[...EDITABLE_STATUSES, ...(isScheduled ? (['future'] as const) : [])].map((status) => (
            <option key={status} value={status}>
              {common(`statusName.${status}`)}
            </option>
          ))}
        </select>
      ) : field.input === 'parent' ? (
        <ParentSelect selfId={selfId} {...props} />
      ) : (
        <input type={field.input} {...props} />
      )}
      {after}
    </div>
  );
}
