'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { RICH_TEXT_BUTTONS, type RichTextButtonName } from './rich-text-shape';

interface Toggle {
  /** Its name under AdminRichText. */
  label: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList';
  isActive: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
}

/** A mark or block that one command turns on and off, named as TipTap names it. */
const simpleToggle = (
  label: 'bold' | 'italic' | 'bulletList' | 'orderedList',
  command: 'toggleBold' | 'toggleItalic' | 'toggleBulletList' | 'toggleOrderedList',
): Toggle => ({
  label,
  isActive: (editor) => editor.isActive(label),
  toggle: (editor) => editor.chain().focus()[command]().run(),
});

const TOGGLES: Toggle[] = [
  simpleToggle('bold', 'toggleBold'),
  simpleToggle('italic', 'toggleItalic'),
  ...([2, 3] as const).map((level): Toggle => ({
    label: `heading${level}`,
    isActive: (editor) => editor.isActive('heading', { level }),
    toggle: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
  })),
  simpleToggle('bulletList', 'toggleBulletList'),
  simpleToggle('orderedList', 'toggleOrderedList'),
];

interface ToolbarAction {
  onClick: () => void;
  isPressed?: boolean;
  isDisabled?: boolean;
  isExpanded?: boolean;
}

interface ToolbarButton extends ToolbarAction {
  name: RichTextButtonName;
}

/**
 * The formatting buttons over a RichTextField; each says whether its format
 * is on (aria-pressed). As a WAI-ARIA toolbar it is one tab stop, and the
 * arrow keys, Home and End move along it.
 */
export function RichTextToolbar({ editor, controls }: { editor: Editor | null; controls: string }) {
  const t = useTranslations('AdminRichText');
  const [isEditingLink, setEditingLink] = useState(false);
  const [tabStop, setTabStop] = useState<ToolbarButton['name']>('bold');
  const state = useEditorState({
    editor,
    // The prop, not the snapshot's editor: the snapshot keeps the null of the
    // first render until the first transaction, which would hide the toolbar
    // until the text is first clicked.
    selector: () =>
      editor && {
        pressed: TOGGLES.map((item) => item.isActive(editor)),
        isLink: editor.isActive('link'),
        canUndo: editor.can().undo(),
        canRedo: editor.can().redo(),
      },
  });
  if (!editor || !state) return null;
  const toggles = Object.fromEntries(
    TOGGLES.map((item, index) => [
      item.label,
      { onClick: () => item.toggle(editor), isPressed: state.pressed[index] },
    ]),
  ) as Record<Toggle['label'], ToolbarAction>;
  const actions: Record<RichTextButtonName, ToolbarAction> = {
    ...toggles,
    link: {
      onClick: () => setEditingLink(!isEditingLink),
      isPressed: state.isLink,
      isExpanded: isEditingLink,
    },
    undo: { onClick: () => editor.chain().focus().undo().run(), isDisabled: !state.canUndo },
    redo: { onClick: () => editor.chain().focus().redo().run(), isDisabled: !state.canRedo },
  };
  // In the order the field's shape drew them before TipTap came.
  const buttons: ToolbarButton[] = RICH_TEXT_BUTTONS.map((name) => ({ name, ...actions[name] }));
  // A disabled button cannot hold the tab stop: the first one takes it back.
  const stop = buttons.some((button) => button.name === tabStop && !button.isDisabled)
    ? tabStop
    : 'bold';
  return (
    <div className="rich-text-toolbar">
      <div
        role="toolbar"
        className="rich-text-buttons"
        aria-label={t('toolbar')}
        aria-controls={controls}
        onKeyDown={moveAlongToolbar}
      >
        {buttons.map((button) => (
          <button
            key={button.name}
            type="button"
            tabIndex={button.name === stop ? 0 : -1}
            aria-pressed={button.isPressed}
            aria-expanded={button.isExpanded}
            disabled={button.isDisabled}
            onFocus={() => setTabStop(button.name)}
            onMouseDown={button.name === 'link' ? undefined : keepTextFocus}
            onClick={button.onClick}
          >
            {t(button.name)}
          </button>
        ))}
      </div>
      {isEditingLink && (
        <LinkEditor
          editor={editor}
          initial={String(editor.getAttributes('link').href ?? '')}
          onDone={() => setEditingLink(false)}
        />
      )}
    </div>
  );
}

/**
 * A click on a format formats the text where it is, and the text keeps the
 * focus and the keys typed next, as in a word processor. Were the button
 * focused, TipTap would hand the focus back only at the next animation
 * frame, and keys typed before it would press the button. Keyboard users
 * still reach the buttons with Tab and the arrow keys.
 */
function keepTextFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

function moveAlongToolbar(key: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(key.currentTarget.querySelectorAll('button:enabled'));
  const at = buttons.findIndex((button) => button === document.activeElement);
  const last = buttons.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const to = moves[key.key];
  if (to === undefined) return;
  key.preventDefault();
  (buttons[to] as HTMLButtonElement | undefined)?.focus();
}

/** The address of the link at the selection: applied to the selected text, or removed. */
function LinkEditor({
  editor,
  initial,
  onDone,
}: {
  editor: Editor;
  initial: string;
  onDone: () => void;
}) {
  const t = useTranslations('AdminRichText');
  const id = useId();
  const [address, setAddress] = useState(initial);
  const finish = (change: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    change(editor.chain().focus().extendMarkRange('link')).run();
    onDone();
  };
  // The Link extension refuses addresses that could run script (javascript:).
  const apply = () =>
    finish((chain) =>
      address.trim() ? chain.setLink({ href: address.trim() }) : chain.unsetLink(),
    );
  // Inside the item's form: Enter applies the link instead of saving the form.
  const onKeyDown = (key: KeyboardEvent<HTMLInputElement>) => {
    if (key.key === 'Enter') {
      key.preventDefault();
      apply();
    } else if (key.key === 'Escape') {
      key.preventDefault();
      finish((chain) => chain);
    }
  };
  return (
    <div className="rich-text-link">
      <label htmlFor={id}>{t('linkAddress')}</label>
      <input
        id={id}
        type="url"
        value={address}
        autoFocus
        onChange={(change) => setAddress(change.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" onClick={apply}>
        {t('applyLink')}
      </button>
      <button type="button" onClick={() => finish((chain) => chain.unsetLink())}>
        {t('removeLink')}
      </button>
    </div>
  );
}
