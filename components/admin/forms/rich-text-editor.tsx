'use client';

// The editing part of a rich-text field (rich-text-field.tsx): TipTap, its
// toolbar and its editable area. It is the admin's largest module, so the
// field loads it after the page, never in a screen's first load.
import { EditorContent, useEditor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import type { ControlledFieldProps } from './controlled-field';
import { RichTextShape } from './rich-text-shape';
import { RichTextToolbar } from './rich-text-toolbar';

/** A controlled field's value and state (its `value` is HTML; "" for no text). */
export interface RichTextEditorProps extends Pick<
  ControlledFieldProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'describedBy' | 'isReadOnly'
> {
  /** The id of the label that names the editable area. */
  labelId: string;
  /** Plain text shown while the field is empty (a translation shows the English). */
  placeholder?: string;
}

// Every StarterKit node and mark stays on, toolbar or not, so that HTML
// written through the API (blockquotes, code, rules) survives an edit here.
const extensions = (placeholder: string) => [
  StarterKit.configure({
    link: { openOnClick: false, defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder }),
];

export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  placeholder = '',
  isInvalid,
  describedBy,
  isReadOnly = false,
}: RichTextEditorProps) {
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

  // TipTap makes its editor after the first render: its place is kept meanwhile.
  if (!editor) return <RichTextShape value={value} />;
  return (
    <>
      <RichTextToolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
    </>
  );
}
