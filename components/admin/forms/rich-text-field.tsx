'use client';

// A description as formatted text (TipTap) whose value stays an HTML string,
// so the form, its zod schema and the API see what a textarea gave them; the
// server still sanitises it on write (lib/text/sanitize.ts). The editor itself
// (rich-text-editor.tsx) arrives after the page: TipTap is a third of an
// editing screen's JavaScript, and the server never renders it anyway.
import { useEffect, useState, type ReactNode } from 'react';
import { RichTextShape } from './rich-text-shape';
import { lazyField } from './lazy-field';
import type { RichTextEditorProps } from './rich-text-editor';

/** The editor's props but the label's id, which the field makes: `${id}-label`. */
export interface RichTextFieldProps extends Omit<RichTextEditorProps, 'labelId'> {
  label: string;
  /** Shown under the text: its hint or error. */
  children?: ReactNode;
}

const loadEditor = () => import('./rich-text-editor').then((loaded) => loaded.RichTextEditor);

// Fetched as soon as a screen with a rich-text field loads, not when it first renders one.
if (typeof window !== 'undefined') void loadEditor();

const RichTextEditor = lazyField(loadEditor, RichTextShape);

/**
 * Whether the screen has been painted: a navigation waits for everything its
 * new screen renders to load, so the editor is rendered only in the frame
 * after, and a click opens the screen without waiting for TipTap.
 */
function useIsShown(): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return isShown;
}

export function RichTextField({ label, children, ...editor }: RichTextFieldProps) {
  const labelId = `${editor.id}-label`;
  return (
    <div className="field rich-text">
      {/* A label names form controls only; the editable area is named by aria-labelledby. */}
      <label id={labelId} onClick={() => document.getElementById(editor.id)?.focus()}>
        {label}
      </label>
      {useIsShown() ? (
        <RichTextEditor labelId={labelId} {...editor} />
      ) : (
        <RichTextShape value={editor.value} />
      )}
      {children}
    </div>
  );
}
