import { describe, expect, it } from 'vitest';
import { translationValues } from './translation-editor';

const fields = ['title', 'description', 'excerpt'].map((name) => ({
  name,
  label: name,
  isMultiline: name !== 'title',
}));

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
      isTranslated: { title: true, description: false, excerpt: true },
    });
    const spanish = { title: 'Jazz', description: '<p>An evening.</p>', excerpt: '' };
    expect(translationValues(fields, 'es', english, spanish).values).toEqual({
      title: '',
      description: '',
      excerpt: '',
    });
  });
});
