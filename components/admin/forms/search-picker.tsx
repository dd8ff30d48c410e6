'use client';

// A searchable picker over a REST collection (docs/admin.md "Pickers"): the
// editor types, the list asks the API for the first matches, and the chosen
// items stand beside it as removable chips, in the order they were chosen.
// A calendar with thousands of venues is searched, never downloaded.
// react-aria's ComboBox gives the listbox its keyboard and screen-reader
// behaviour; its TagGroup, the chips'.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  type ContextType,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { collectionKeys } from '../collection-queries';
import { ComboBoxInput } from './controlled-field';
import { RemoveIcon } from './icons';
import { pickerSearchQuery, type PickerChoice, type PickerCollection } from './picker-queries';
import { useSettled } from './use-settled';

const CREATE_KEY = 'create-new';

type Option = { key: string; choice: PickerChoice } | { key: typeof CREATE_KEY; create: string };

type BoxState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/** Hands the combobox's state to the picker, which closes its list after a choice and before a creation dialog. */
function BoxStateBridge({ stateRef }: { stateRef: RefObject<BoxState | null> }) {
  const current = useContext(ComboBoxStateContext);
  useEffect(() => {
    stateRef.current = current;
  });
  return null;
}

export interface SearchPickerProps {
  label: string;
  collection: PickerCollection;
  value: PickerChoice[];
  onChange: (chosen: PickerChoice[]) => void;
  /** At most one (an event's venue): a new choice replaces the one there. */
  isSingle?: boolean;
  /** Items never offered (an event cannot be its own parent). */
  excludedIds?: number[];
  /** Makes an item of the typed name (null when the editor gave up); absent when the role may not. */
  onCreate?: (name: string) => Promise<PickerChoice | null>;
  isInvalid?: boolean;
  /** The ids of the field's hint or error, for the input's description. */
  errorId?: string;
  /** The field's error, under the chips. */
  children?: ReactNode;
}

export function SearchPicker({
  label,
  collection,
  value,
  onChange,
  isSingle = false,
  excludedIds = [],
  onCreate,
  isInvalid = false,
  errorId,
  children,
}: SearchPickerProps) {
  const t = useTranslations('AdminPicker');
  const [input, setInput] = useState('');
  const typed = input.trim();
  const settled = useSettled(typed, 200);
  const matches = useQuery(pickerSearchQuery(collection, settled));
  // Matches for an earlier text stay listed while the search runs, dimmed and
  // out of reach, so a quick Enter never takes one and "Create" waits for the answer.
  const isStale =
    !matches.isError && (settled !== typed || matches.isPlaceholderData || !matches.isSuccess);
  const inputRef = useRef<HTMLInputElement>(null);
  // After a dialog or a removed last chip, focus is nowhere: the editor carries on typing here.
  const refocus = () =>
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) inputRef.current?.focus();
    });
  const queryClient = useQueryClient();
  const box = useRef<BoxState | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();

  const notOffered = new Set([...value.map((choice) => choice.id), ...excludedIds]);
  const found = matches.data ?? [];
  const options: Option[] = found
    .filter((choice) => !notOffered.has(choice.id))
    .map((choice) => ({ key: String(choice.id), choice }));
  const isNameTaken = found.some(
    (choice) => choice.name.toLocaleLowerCase() === typed.toLocaleLowerCase(),
  );
  if (onCreate && typed && !isStale && !isNameTaken)
    options.push({ key: CREATE_KEY, create: typed });

  // A choice closes the list (emptying the input would open it again), so the new chip shows.
  const [choices, setChoices] = useState(0);
  useEffect(() => {
    if (choices > 0) box.current?.close();
  }, [choices]);
  const choose = (choice: PickerChoice) => {
    onChange(isSingle ? [choice] : [...value, choice]);
    setInput('');
    setChoices((count) => count + 1);
  };
  const create = async (name: string) => {
    if (!onCreate) return;
    setCreating(true);
    setFailure(undefined);
    try {
      // The open list hides the rest of the page from assistive technology, a
      // creation dialog included: it closes once the option's press is over.
      await new Promise(requestAnimationFrame);
      box.current?.close();
      await new Promise(requestAnimationFrame);
      const made = await onCreate(name);
      setCreating(false);
      if (made) choose(made);
      refocus();
      // Every list and search of the collection now misses the new item.
      if (made)
        void queryClient.invalidateQueries({ queryKey: collectionKeys(collection).lists() });
    } catch (error) {
      setFailure(errorCodeOf(error));
    } finally {
      setCreating(false);
    }
  };
  const select = (key: Key | null) => {
    const option = options.find((candidate) => candidate.key === key);
    if (!option) return;
    if ('create' in option) void create(option.create);
    else choose(option.choice);
  };

  return (
    <div className="field picker">
      <ComboBox
        items={options}
        inputValue={input}
        onInputChange={setInput}
        // Choosing adds a chip and empties the input: the box itself never holds a choice.
        selectedKey={null}
        onSelectionChange={select}
        allowsEmptyCollection
        isInvalid={isInvalid}
        isDisabled={isCreating}
        disabledKeys={isStale ? options.map((option) => option.key) : undefined}
        aria-describedby={errorId}
      >
        <BoxStateBridge stateRef={box} />
        <Label>{label}</Label>
        <ComboBoxInput placeholder={t('placeholder')} inputRef={inputRef} />
        <Popover className="picker-popover">
          <ListBox<Option>
            className="picker-options"
            renderEmptyState={() => (
              <p className="picker-empty">
                {matches.isError ? t('failed') : isStale ? t('searching') : t('noMatch')}
              </p>
            )}
          >
            {(option) =>
              'create' in option ? (
                <ListBoxItem id={option.key} textValue={t('createOption', { name: option.create })}>
                  {t('createOption', { name: option.create })}
                </ListBoxItem>
              ) : (
                <ListBoxItem id={option.key} textValue={option.choice.name}>
                  <span>{option.choice.name}</span>
                  {option.choice.detail && (
                    <span className="picker-detail">{option.choice.detail}</span>
                  )}
                </ListBoxItem>
              )
            }
          </ListBox>
        </Popover>
      </ComboBox>
      {value.length > 0 && (
        <TagGroup
          aria-label={t('chosen', { label })}
          onRemove={(keys) => {
            const kept = value.filter((choice) => !keys.has(String(choice.id)));
            onChange(kept);
            // The chips go with the last one, and focus with them.
            if (kept.length === 0) refocus();
          }}
        >
          <TagList items={value} className="chips">
            {(choice) => (
              <Tag id={String(choice.id)} textValue={choice.name} className="chip">
                {choice.name}
                <Button slot="remove" aria-label={t('remove', { name: choice.name })}>
                  <RemoveIcon />
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
      {isCreating && <p role="status">{t('creating')}</p>}
      <FormError code={failure} />
      {children}
    </div>
  );
}
