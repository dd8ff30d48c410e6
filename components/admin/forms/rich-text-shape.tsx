'use client';

// A rich-text editor's place until TipTap comes (rich-text-field.tsx,
// rich-text-editor.tsx; docs/admin.md "Nothing moves"): its toolbar's
// buttons, disabled, over its text drawn with the elements TipTap draws it
// with, so that a long description takes its height already. Only structure
// and text are drawn: the stored HTML is parsed into an inert document
// (nothing in it runs or loads), no attribute is kept, and every other
// element gives its text alone. The shape is drawn in the browser only (the
// editors render after hydration): the server has no DOMParser.
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';

/** The toolbar's buttons, in their order, by their names under AdminRichText. */
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

type TextTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'pre';
/** Blocks of text TipTap keeps as they are; lists, their items and quotes hold blocks in turn. */
const TEXT_BLOCKS = new Set<string>(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre']);
const isTextTag = (tag: string): tag is TextTag => TEXT_BLOCKS.has(tag);
/** Marks that change a line's width (bold) or face; a link is drawn as its text. */
const MARKS: Record<string, 'strong' | 'em' | 's' | 'code'> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  s: 's',
  code: 'code',
};
const BLOCK_LIKE = /^(p|h[1-6]|pre|hr|ul|ol|li|blockquote|div|section|article|figure|table)$/;

const tagOf = (node: Node) => (node instanceof Element ? node.tagName.toLowerCase() : '');
/** Whether a node takes room on a line: text that is not blank, or a line break. */
const showsSomething = (node: Node) => !!(node.textContent ?? '').trim() || tagOf(node) === 'br';

/** The text and marks inside one block, each line break kept. */
function inline(nodes: Node[], isPre = false): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      return isPre ? text : text.replace(/\s+/g, ' ');
    }
    const tag = tagOf(node);
    if (tag === 'br') return <br key={index} />;
    const children = inline(Array.from(node.childNodes), isPre);
    const Mark = MARKS[tag];
    return Mark ? <Mark key={index}>{children}</Mark> : <Fragment key={index}>{children}</Fragment>;
  });
}

/** A paragraph-like block; an empty one is a line tall, as ProseMirror draws it. */
function textBlock(Tag: TextTag, nodes: Node[], key: number): ReactNode {
  const children = inline(nodes, Tag === 'pre');
  return <Tag key={key}>{nodes.some(showsSomething) ? children : <br />}</Tag>;
}

/** Blocks from a run of nodes: loose text and marks between blocks make a paragraph, as TipTap's parser does. */
function blocks(nodes: Node[]): ReactNode[] {
  const drawn: ReactNode[] = [];
  let loose: Node[] = [];
  const closeParagraph = () => {
    if (loose.some(showsSomething)) drawn.push(textBlock('p', loose, drawn.length));
    loose = [];
  };
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!BLOCK_LIKE.test(tag)) {
      loose.push(node);
      continue;
    }
    closeParagraph();
    const children = Array.from(node.childNodes);
    const key = drawn.length;
    if (tag === 'hr') drawn.push(<hr key={key} />);
    else if (tag === 'ul' || tag === 'ol') {
      const List = tag;
      drawn.push(
        <List key={key}>{blocks(children.filter((child) => tagOf(child) === 'li'))}</List>,
      );
    } else if (tag === 'li' || tag === 'blockquote') {
      const Container = tag;
      const inner = blocks(children);
      drawn.push(
        <Container key={key}>
          {inner.length ? (
            inner
          ) : (
            <p>
              <br />
            </p>
          )}
        </Container>,
      );
    } else if (isTextTag(tag)) drawn.push(textBlock(tag, children, key));
    // Another block (a div, a table) gives its blocks and text.
    else drawn.push(<Fragment key={key}>{blocks(children)}</Fragment>);
  }
  closeParagraph();
  return drawn;
}

function textOf(html: string): ReactNode[] {
  if (!html || typeof DOMParser === 'undefined') return [];
  return blocks(Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes));
}

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
      <div className="rich-text-content rich-text-pending">{textOf(value)}</div>
    </div>
  );
}
