'use client';

// A description as formatted text (TipTap) whose value stays an HTML string,
// so the form, its zod schema and the API see what the old textarea gave
// them; the server still sanitises it on write (lib/text/sanitize.ts).
import { EditorContent, useEditor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextFieldProps {
  /** The editable area's id; the label gets `${id}-label`. */
  id: string;
  label: string;
  /** HTML; "" for no text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Plain text shown while the field is empty (a translation shows the English). */
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
  isReadOnly?: boolean;
  /** Shown under the text: its hint or error. */
  children?: ReactNode;
}

// Every StarterKit node and mark stays on, toolbar or not, so that HTML
// written through the API (blockquotes, code, rules) survives an edit here.
const extensions = (placeholder: string) => [
  StarterKit.configure({
    link: { openOnClick: false, defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder }),
];

export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder = '',
  isInvalid,
  describedBy,
  isReadOnly = false,
  children,
}: RichTextFieldProps) {
  const labelId = `${id}-label`;
  // What the editor last reported: a different value comes from outside (a reset).
  const emitted = useRef(value);
  const configured = useMemo(() => extensions(placeholder), [placeholder]);
  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
      class: 'rich-text-content',
    }),
    [id, labelId, describedBy, isInvalid, isReadOnly],
  );
  const editor = useEditor({
    extensions: configured,
    content: value,
    editable: !isReadOnly,
    // The server renders no editor: it is made after hydration, never mismatching it.
    immediatelyRender: false,
    // The toolbar reads the state it needs through useEditorState.
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    // Loading content reports no update, so only an edit makes the form dirty.
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML();
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  return (
    <div className="field rich-text">
      {/* A label names form controls only; the editable area is named by aria-labelledby. */}
      <label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </label>
      <RichTextToolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
      {children}
    </div>
  );
}
