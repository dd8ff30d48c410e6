import { describe, expect, it } from 'vitest';
import { serializeImage, type ImageRow } from './serialize';

const BASE_URL = 'https://calendar.example.org';

const file = (size: string, fileName: string, width: number, height: number, filesize: number) => ({
  size,
  fileName,
  mimeType: 'image/jpeg',
  width,
  height,
  filesize,
});

const media: ImageRow = {
  id: 42,
  authorId: 1,
  fileName: 'jazz.jpg',
  mimeType: 'image/jpeg',
  width: 1920,
  height: 1080,
  filesize: 123456,
  sourceUrl: 'https://example.org/jazz.jpg',
  createdUtc: '2026-01-01 00:00:00',
  alt: 'A trio on a small stage',
  files: [
    file('large', 'jazz-1024x576.jpg', 1024, 576, 50000),
    file('full', 'jazz.jpg', 1920, 1080, 123456),
    file('thumbnail', 'jazz-150x150.jpg', 150, 150, 4000),
    file('medium', 'jazz-300x169.jpg', 300, 169, 9000),
  ],
};

describe('serializeImage', () => {
  it('is false when there is no image', () => {
    expect(serializeImage(null, BASE_URL)).toBe(false);
    expect(serializeImage(undefined, BASE_URL)).toBe(false);
  });

  it('describes the original and every rendition, in the order of §1.7', () => {
    const image = serializeImage(media, BASE_URL);
    expect(image).toEqual({
      url: `${BASE_URL}/media/42/jazz.jpg`,
      id: 42,
      extension: 'jpg',
      width: 1920,
      height: 1080,
      filesize: 123456,
      sizes: {
        thumbnail: {
          width: 150,
          height: 150,
          'mime-type': 'image/jpeg',
          filesize: 4000,
          url: `${BASE_URL}/media/42/jazz-150x150.jpg`,
        },
        medium: {
          width: 300,
          height: 169,
          'mime-type': 'image/jpeg',
          filesize: 9000,
          url: `${BASE_URL}/media/42/jazz-300x169.jpg`,
        },
        large: {
          width: 1024,
          height: 576,
          'mime-type': 'image/jpeg',
          filesize: 50000,
          url: `${BASE_URL}/media/42/jazz-1024x576.jpg`,
        },
      },
      alt: 'A trio on a small stage',
    });
    expect(Object.keys(image as object)).toEqual([
      'url',
      'id',
      'extension',
      'width',
      'height',
      'filesize',
      'sizes',
      'alt',
    ]);
    expect(Object.keys((image as { sizes: object }).sizes)).toEqual([
      'thumbnail',
      'medium',
      'large',
    ]);
  });

  it('has empty sizes for an image too small for any rendition', () => {
    const small = { ...media, mimeType: 'image/webp', fileName: 'dot.webp', files: [] };
    expect(serializeImage(small, BASE_URL)).toMatchObject({ extension: 'webp', sizes: {} });
  });
});
