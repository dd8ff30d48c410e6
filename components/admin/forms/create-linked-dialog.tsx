'use client';

// A new venue or organizer made from the event editor's picker without
// leaving the event (docs/admin.md "Pickers"): the typed name and the few
// fields a visitor needs, in a native modal <dialog> as ConfirmAction asks
// (lists/confirm-action.tsx). It is rendered outside the event's form, so its
// own form is not nested in it.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { createChoice, type PickerChoice } from './picker-queries';
import { useQuestion } from './use-question';

type LinkedCollection = 'venues' | 'organizers';

/** The essential fields of each, after the name (write parameters of docs/api.md §4.3, §4.4). */
const FIELDS = {
  venues: [
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'zip', type: 'text' },
    { name: 'country', type: 'text' },
  ],
  organizers: [
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'tel' },
    { name: 'website', type: 'url' },
  ],
} as const satisfies Record<LinkedCollection, readonly { name: string; type: string }[]>;

interface Question {
  collection: LinkedCollection;
  name: string;
  answer: (made: PickerChoice | null) => void;
}

/** `ask` resolves to the item made, or null when the editor cancelled; render `dialog`. */
export function useCreateLinkedQuestion() {
  const question = useQuestion<Omit<Question, 'answer'>, PickerChoice | null>((asked) => (
    <CreateLinkedDialog {...asked} />
  ));
  return {
    ask: (collection: LinkedCollection, name: string) => question.ask({ collection, name }),
    dialog: question.dialog,
  };
}

function CreateLinkedDialog({ collection, name, answer }: Question) {
  const t = useTranslations('AdminPicker');
  const common = useTranslations('AdminCommon');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const made = useRef<PickerChoice | null>(null);
  const [failure, setFailure] = useState<string>();
  const [isNameMissing, setNameMissing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React sends a portal's and a sibling's submit up its own tree: keep it from the event's form.
    event.stopPropagation();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value).trim()]),
    );
    const { name: itemName = '', ...fields } = values;
    setNameMissing(!itemName);
    if (!itemName) return;
    setSaving(true);
    setFailure(undefined);
    try {
      made.current = await createChoice(
        collection,
        itemName,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value)),
      );
      dialog.current?.close();
    } catch (error) {
      setFailure(errorCodeOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby={`${id}-title`}
      onClose={() => answer(made.current)}
    >
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{t(`new.${collection}`)}</h2>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            defaultValue={name}
            aria-invalid={isNameMissing || undefined}
            aria-describedby={isNameMissing ? `${id}-name-error` : undefined}
          />
          <FieldError
            id={`${id}-name-error`}
            error={isNameMissing ? { type: 'too_small' } : undefined}
          />
        </div>
        {FIELDS[collection].map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{t(`field.${field.name}`)}</label>
            <input id={`${id}-${field.name}`} name={field.name} type={field.type} />
          </div>
        ))}
        <FormError code={failure} />
        <div className="actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            {common('cancel')}
          </button>
          <button type="submit" disabled={isSaving}>
            {t(`createButton.${collection}`)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
