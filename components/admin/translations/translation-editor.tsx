'use client';

// The texts of one item in French or Spanish (docs/api.md §9): read and
// written through the REST API with translation_language. A read in French
// shows English wherever no French exists, so the English read asks for
// `translation_status` (README "Translations"), and a field without French is
// shown empty, with the English as placeholder, rather than offered as a
// translation that would save English as French.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  Controller,
  useForm,
  type FieldError as FormFieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import type { TranslationLanguage } from '@/lib/posts/missing-translations';
import { useUnsavedChanges } from '../forms/use-unsaved-changes';
import { showToast } from '../shell/toasts';
import { withoutParagraphs } from '../forms/form-text';
import { RichTextField } from '../forms/rich-text-field';
import type { MissingTranslations } from './content-language';
import { placeServerError, sameNamedFields, showServerErrors } from '../forms/server-errors';
import {
  englishTextsQuery,
  saveTranslationMutation,
  translatedTextsQuery,
  type Representation,
} from './translation-queries';

export interface TranslatableField {
  /** The write parameter, also the key in the representation. */
  name: string;
  label: string;
  input: 'text' | 'textarea' | 'richtext';
}

type Texts = Record<string, string>;

/** A field's text as its input edits it: rich text keeps the API's paragraphs. */
function textOf(body: Representation, field: TranslatableField): string {
  const html = String(body[field.name] ?? '');
  return field.input === 'richtext' ? html : withoutParagraphs(html);
}

/** Rich text's words alone, for a placeholder; in the browser only, where translations are read. */
function plainTextOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Where a field stands: translated, missing a translation, or with no English text to translate. */
export type FieldStatus = 'translated' | 'missing' | 'no-source';

/** The form's values: the translation where one exists, else empty. */
export function translationValues(
  fields: readonly TranslatableField[],
  language: TranslationLanguage,
  english: Representation,
  translated: Representation,
): { values: Texts; status: Record<string, FieldStatus> } {
  const missing = (english.missing_translations as MissingTranslations | undefined)?.[language];
  const values: Texts = {};
  const status: Record<string, FieldStatus> = {};
  for (const field of fields) {
    const { name } = field;
    // A field with no English text shows its translation, or nothing.
    const text = textOf(translated, field);
    const isTranslated = text !== '' && !(missing ?? []).includes(name);
    status[name] = isTranslated
      ? 'translated'
      : textOf(english, field) === '' && !(missing ?? []).includes(name)
        ? 'no-source'
        : 'missing';
    values[name] = isTranslated ? text : '';
  }
  return { values, status };
}

export function TranslationEditor({
  collection,
  id,
  language,
  fields,
}: {
  /** The item's collection and id: `/events/12`. */
  collection: string;
  id: number;
  language: TranslationLanguage;
  fields: readonly TranslatableField[];
}) {
  const english = useQuery(englishTextsQuery(collection, id));
  const translated = useQuery(translatedTextsQuery(collection, id, language));
  const t = useTranslations('AdminTranslations');
  if (english.isError || translated.isError) {
    const error = english.error ?? translated.error;
    return <FormError code={errorCodeOf(error)} />;
  }
  if (!english.data || !translated.data) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <TranslationForm
        // Each new read (after a save, both texts and their status) starts a new form.
        key={`${language}-${english.dataUpdatedAt}-${translated.dataUpdatedAt}`}
        {...{ collection, id, language, fields }}
        english={english.data}
        translated={translated.data.body}
        etag={translated.data.etag}
        onSaved={() => showToast(t('saved'))}
      />
    </>
  );
}

function TranslationForm({
  collection,
  id: itemId,
  language,
  fields,
  english,
  translated,
  etag,
  onSaved,
}: {
  collection: string;
  id: number;
  language: TranslationLanguage;
  fields: readonly TranslatableField[];
  english: Representation;
  translated: Representation;
  etag: string | null;
  onSaved: () => void;
}) {
  const t = useTranslations('AdminTranslations');
  const id = useId();
  const { values, status } = translationValues(fields, language, english, translated);
  const form = useForm<Texts>({ defaultValues: values });
  const { dirtyFields, errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty, isSubmitting);

  const save = useMutation(
    saveTranslationMutation(collection, itemId, language, etag, {
      onSuccess: onSaved,
      onError: (error) => showServerErrors(form, error, sameNamedFields(form.getValues())),
    }),
  );
  // Only what the editor changed: an untouched empty field stays untranslated,
  // and an emptied one sends "" to remove its translation (§9).
  const changed = (texts: Texts) =>
    Object.fromEntries(Object.keys(dirtyFields).map((name) => [name, texts[name]!.trim()]));
  const formCode = save.error
    ? placeServerError(save.error, sameNamedFields(form.getValues())).formCode
    : undefined;

  return (
    <form
      noValidate
      className="editor"
      lang={language}
      onSubmit={form.handleSubmit((texts) => save.mutate(changed(texts)))}
    >
      <p className="hint">{t('sharedFields')}</p>
      {fields.map((field) => (
        <TranslationField
          key={field.name}
          {...{ field, form, english }}
          inputId={`${id}-${field.name}`}
          status={status[field.name] ?? 'missing'}
          error={errors[field.name]}
        />
      ))}
      <FormError code={formCode} />
      <button type="submit" disabled={save.isPending} data-shortcut="save">
        {t('save')}
      </button>
    </form>
  );
}

const STATUS_MESSAGES = {
  translated: 'translated',
  missing: 'untranslated',
  'no-source': 'nothingToTranslate',
} as const;

/** One text: the English beside it, its input with the English as placeholder, and whether it is translated. */
function TranslationField({
  field,
  form,
  english,
  inputId,
  status,
  error,
}: {
  field: TranslatableField;
  form: UseFormReturn<Texts>;
  english: Representation;
  inputId: string;
  status: FieldStatus;
  error?: FormFieldError;
}) {
  const t = useTranslations('AdminTranslations');
  const state = (
    <>
      <p id={`${inputId}-state`} className="hint">
        {t(STATUS_MESSAGES[status])}
      </p>
      <FieldError id={`${inputId}-error`} error={error} />
    </>
  );
  const source = textOf(english, field);
  // A copy is an edit like typing: the form is dirty, and the user changes it from there.
  const copyEnglish = () => {
    form.setValue(field.name, source, { shouldDirty: true });
    document.getElementById(inputId)?.focus();
  };
  const input =
    field.input === 'richtext' ? (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: text }) => (
          <RichTextField
            id={inputId}
            label={field.label}
            value={text.value ?? ''}
            onChange={text.onChange}
            onBlur={text.onBlur}
            placeholder={plainTextOf(source)}
            isInvalid={Boolean(error)}
            describedBy={`${inputId}-state`}
          >
            {state}
          </RichTextField>
        )}
      />
    ) : (
      <PlainTranslationInput {...{ field, form, inputId, error, state }} placeholder={source} />
    );
  return (
    <div className="translation-field">
      <EnglishSource
        field={field}
        text={field.input === 'richtext' ? blocksOf(source) : source}
        onCopy={source === '' ? undefined : copyEnglish}
      />
      {input}
    </div>
  );
}

function PlainTranslationInput({
  field,
  form,
  inputId,
  placeholder,
  error,
  state,
}: {
  field: TranslatableField;
  form: UseFormReturn<Texts>;
  inputId: string;
  placeholder: string;
  error?: FormFieldError;
  state: React.ReactNode;
}) {
  const props = {
    id: inputId,
    placeholder,
    'aria-describedby': `${inputId}-state`,
    'aria-invalid': error ? true : undefined,
    ...form.register(field.name),
  };
  return (
    <div className="field">
      <label htmlFor={inputId}>{field.label}</label>
      {field.input === 'textarea' ? <textarea rows={4} {...props} /> : <input {...props} />}
      {state}
    </div>
  );
}

/**
 * The English text a field translates, read-only beside it (above it on a
 * phone), said as "English: …" with its own language, and the button that
 * copies it into the field. The interface's words carry the interface's
 * language: the form around them is marked with the translation's.
 */
function EnglishSource({
  field,
  text,
  onCopy,
}: {
  field: TranslatableField;
  text: string;
  onCopy?: () => void;
}) {
  const t = useTranslations('AdminTranslations');
  const locale = useLocale();
  return (
    <div className="translation-source" lang={locale}>
      <p className="translation-source-text">
        <span className="translation-source-label">{t('englishLabel')}</span>{' '}
        {text === '' ? t('englishEmpty') : <span lang="en">{text}</span>}
      </p>
      {onCopy && (
        <button
          type="button"
          aria-label={t('copyFromEnglishField', { field: field.label })}
          onClick={onCopy}
        >
          {t('copyFromEnglish')}
        </button>
      )}
    </div>
  );
}

/** Rich text's words, a paragraph or list item to a line, for reading beside the editor. */
function blocksOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: string[] = [];
  for (const block of Array.from(body.children)) {
    if (block.tagName === 'UL' || block.tagName === 'OL') {
      for (const item of Array.from(block.children)) lines.push(`• ${item.textContent ?? ''}`);
    } else lines.push(block.textContent ?? '');
  }
  return (lines.length > 0 ? lines.join('\n') : (body.textContent ?? '')).trim();
}
