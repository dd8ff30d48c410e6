import { describe, expect, it } from 'vitest';
import { translationValues } from './translation-editor';

const fields = [
  { name: 'title', label: 'Title', input: 'text' },
  { name: 'description', label: 'Description', input: 'richtext' },
  { name: 'excerpt', label: 'Excerpt', input: 'textarea' },
] as const;

describe('a translation form starts from what is really translated', () => {
  it('leaves fields without a translation empty, even when the fallback reads as English', () => {
    const english = {
      title: 'Jazz',
      description: '<p>An evening.</p>',
      excerpt: '',
      missing_translations: { fr: ['description'], es: ['title', 'description'] },
    };
    // "Jazz" is French too: translated although it reads as the English title.
    const french = { title: 'Jazz', description: '<p>An evening.</p>', excerpt: '<p>Court.</p>' };
    expect(translationValues(fields, 'fr', english, french)).toEqual({
      values: { title: 'Jazz', description: '', excerpt: 'Court.' },
      status: { title: 'translated', description: 'missing', excerpt: 'translated' },
    });
    const spanish = { title: 'Jazz', description: '<p>An evening.</p>', excerpt: '' };
    expect(translationValues(fields, 'es', english, spanish).values).toEqual({
      title: '',
      description: '',
      excerpt: '',
    });
  });

  it('says a field with no English text has nothing to translate, as the API does', () => {
    // The API lists only title and description as missing: the excerpt is empty in English.
    const english = {
      title: 'Jazz',
      description: '<p>An evening.</p>',
      excerpt: '',
      missing_translations: { fr: ['title', 'description'] },
    };
    const french = { title: 'Jazz', description: '<p>An evening.</p>', excerpt: '' };
    expect(translationValues(fields, 'fr', english, french).status).toEqual({
      title: 'missing',
      description: 'missing',
      excerpt: 'no-source',
    });
  });
});

describe('a translation form edits each field as its input wants it', () => {
  it('keeps the HTML of rich text and takes the paragraphs off a plain textarea', () => {
    const english = {
      title: 'Jazz',
      description: '<p>An <strong>evening</strong>.</p>',
      excerpt: '<p>Short.</p>',
      missing_translations: { fr: [] },
    };
    const french = {
      title: 'Jazz',
      description: '<p>Une <strong>soirée</strong>.</p><ul><li><p>Entrée libre</p></li></ul>',
      excerpt: '<p>Court.</p>',
    };
    expect(translationValues(fields, 'fr', english, french).values).toEqual({
      title: 'Jazz',
      description: '<p>Une <strong>soirée</strong>.</p><ul><li><p>Entrée libre</p></li></ul>',
      excerpt: 'Court.',
    });
  });
});
