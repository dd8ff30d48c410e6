'use client';

// What a field that arrives after the screen (lazy-fields.tsx,
// rich-text-field.tsx) shows until it comes: the same elements and classes
// as the field itself, with a plain box in place of its control, so each
// takes the field's height, whatever the language, the width or the chosen
// items, and nothing below moves when the field comes (docs/admin.md
// "Nothing moves"). Only what the field shows under it (its hint, its
// error) is read out meanwhile; the rest is hidden from assistive technology.
// Each shape is marked `data-pending`, which the browser tests wait on.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ControlledFieldProps } from './controlled-field';
import type { PickerChoice } from './picker-queries';

/** A chip's remove button's cross, as the picker draws it. */
export function RemoveIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A date or time field's place: its label and a box shaped like its segments. */
export function DateShape({ label, isLabelHidden, children }: ControlledFieldProps) {
  return (
    <div className="field date-field" data-pending="">
      <label aria-hidden="true" className={isLabelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="field-shape-box" aria-hidden="true" />
      {children}
    </div>
  );
}

/** A picker's place: its label, its input's box and a chip for each chosen item. */
export function PickerShape({
  label,
  value,
  children,
}: {
  label: string;
  value: PickerChoice[];
  children?: ReactNode;
}) {
  return (
    <div className="field picker" data-pending="">
      <div aria-hidden="true">
        <label>{label}</label>
        <div className="picker-input field-shape-box" />
      </div>
      {value.length > 0 && (
        <div aria-hidden="true">
          <div className="chips">
            {value.map((choice) => (
              <div key={choice.id} className="chip">
                {choice.name}
                <button type="button" disabled tabIndex={-1}>
                  <RemoveIcon />
                </button>
              </div>
            ))}
          </div>
        </div>
      )}
      {children}
    </div>
  );
}

/** A time zone field's place: a picker with nothing chosen. */
export function ZoneShape({ label, children }: ControlledFieldProps) {
  return (
    <PickerShape label={label} value={[]}>
      {children}
    </PickerShape>
  );
}

/** The rich-text toolbar's buttons, in their order, by their names under AdminRichText. */
export const RICH_TEXT_BUTTONS = [
  'bold',
  'italic',
  'heading2',
  'heading3',
  'bulletList',
  'orderedList',
  'link',
  'undo',
  'redo',
] as const;

export type RichTextButtonName = (typeof RICH_TEXT_BUTTONS)[number];

/** A block of text as TipTap lays it out: a paragraph, a heading, or a list of paragraphs. */
interface TextBlock {
  tag: 'p' | 'h2' | 'h3' | 'ul' | 'ol' | 'blockquote';
  texts: string[];
}

const LIST_TAGS = new Set(['ul', 'ol', 'blockquote']);
const LINE_TAGS = new Set(['h2', 'h3']);

/** The blocks of an HTML value, parsed inertly: nothing in it runs or loads. */
function blocksOf(html: string): TextBlock[] {
  if (!html || typeof DOMParser === 'undefined') return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.children, (block): TextBlock => {
    const tag = block.tagName.toLowerCase();
    if (LIST_TAGS.has(tag))
      return {
        tag: tag as TextBlock['tag'],
        texts: Array.from(block.children, (item) => item.textContent ?? ''),
      };
    return {
      tag: LINE_TAGS.has(tag) ? (tag as TextBlock['tag']) : 'p',
      texts: [block.textContent ?? ''],
    };
  });
}

/** A block drawn with TipTap's elements: a list's items and a quote's lines hold paragraphs. */
function ShapeBlock({ tag: Tag, texts }: TextBlock) {
  if (Tag === 'p' || Tag === 'h2' || Tag === 'h3') return <Tag>{texts[0]}</Tag>;
  const lines = texts.map((text, index) => <p key={index}>{text}</p>);
  return (
    <Tag>{Tag === 'blockquote' ? lines : lines.map((line) => <li key={line.key}>{line}</li>)}</Tag>
  );
}

/**
 * A rich-text editor's place: its toolbar's buttons, and its text as plain
 * paragraphs, so that a long description takes its height already.
 */
export function RichTextShape({ value }: { value: string }) {
  const t = useTranslations('AdminRichText');
  return (
    <div aria-hidden="true" data-pending="">
      <div className="rich-text-toolbar">
        <div className="rich-text-buttons">
          {RICH_TEXT_BUTTONS.map((name) => (
            <button key={name} type="button" disabled tabIndex={-1}>
              {t(name)}
            </button>
          ))}
        </div>
      </div>
      <div className="rich-text-content rich-text-pending">
        {blocksOf(value).map((block, index) => (
          <ShapeBlock key={index} {...block} />
        ))}
      </div>
    </div>
  );
}
