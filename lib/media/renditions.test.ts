import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, RENDITION_BOXES, renditionSize } from './renditions';
import { ImageError, type ImageType } from './types';

const FORMATS = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

function makeImage(width: number, height: number, type: ImageType = 'image/jpeg') {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(FORMATS[type])
    .toBuffer();
}

async function decodeError(promise: Promise<unknown>): Promise<ImageError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageError);
  expect((error as ImageError).reason).toBe('decode');
  return error as ImageError;
}

const [thumbnail, medium, large] = RENDITION_BOXES as [
  (typeof RENDITION_BOXES)[number],
  (typeof RENDITION_BOXES)[number],
  (typeof RENDITION_BOXES)[number],
];

describe('renditionSize', () => {
  it.each([
    [thumbnail, 150, 150, null],
    [thumbnail, 151, 150, { width: 150, height: 150 }],
    [thumbnail, 200, 100, { width: 150, height: 100 }],
    [thumbnail, 1920, 1080, { width: 150, height: 150 }],
    [medium, 300, 300, null],
    [medium, 1920, 1080, { width: 300, height: 169 }],
    [medium, 1080, 1920, { width: 169, height: 300 }],
    [medium, 301, 10, { width: 300, height: 10 }],
    [medium, 5000, 2, { width: 300, height: 1 }],
    [large, 1024, 768, null],
    [large, 1920, 1080, { width: 1024, height: 576 }],
    [large, 2000, 3000, { width: 683, height: 1024 }],
  ])('%o for %i×%i → %o', (box, width, height, expected) => {
    expect(renditionSize({ width, height }, box)).toEqual(expected);
  });
});

describe('processImage: the original and its renditions', () => {
  it('keeps the original and makes every rendition of a large image', async () => {
    const bytes = await makeImage(1920, 1080);
    const files = await processImage(bytes, 'image/jpeg', 'jazz');
    expect(files.map(({ data, ...file }) => ({ ...file, bytes: data.byteLength }))).toEqual([
      {
        size: 'full',
        fileName: 'jazz.jpg',
        mimeType: 'image/jpeg',
        width: 1920,
        height: 1080,
        filesize: bytes.byteLength,
        bytes: bytes.byteLength,
      },
      expect.objectContaining({
        size: 'thumbnail',
        fileName: 'jazz-150x150.jpg',
        width: 150,
        height: 150,
      }),
      expect.objectContaining({
        size: 'medium',
        fileName: 'jazz-300x169.jpg',
        width: 300,
        height: 169,
      }),
      expect.objectContaining({
        size: 'large',
        fileName: 'jazz-1024x576.jpg',
        width: 1024,
        height: 576,
      }),
    ]);
    expect(Buffer.from(files[0]!.data).equals(bytes)).toBe(true);
    for (const file of files.slice(1)) {
      const metadata = await sharp(file.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        file.width,
        file.height,
      ]);
      expect(file.filesize).toBe(file.data.byteLength);
      expect(file.mimeType).toBe('image/jpeg');
    }
  });

  it('makes only the renditions whose box the original exceeds', async () => {
    const sizes = async (width: number, height: number) =>
      (await processImage(await makeImage(width, height), 'image/jpeg', 'x')).map((f) => f.size);
    expect(await sizes(150, 150)).toEqual(['full']);
    expect(await sizes(200, 100)).toEqual(['full', 'thumbnail']);
    expect(await sizes(300, 301)).toEqual(['full', 'thumbnail', 'medium']);
    expect(await sizes(1024, 1025)).toEqual(['full', 'thumbnail', 'medium', 'large']);
  });

  it.each(['image/png', 'image/gif', 'image/webp'] as const)(
    'keeps the format of a %s original',
    async (type) => {
      const files = await processImage(await makeImage(400, 200, type), type, 'poster');
      const extension = { 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }[type];
      expect(files.map((file) => file.fileName)).toEqual([
        `poster.${extension}`,
        `poster-150x150.${extension}`,
        `poster-300x150.${extension}`,
      ]);
      for (const file of files) {
        expect(file.mimeType).toBe(type);
        expect((await sharp(file.data).metadata()).format).toBe(FORMATS[type]);
      }
    },
  );

  it('reports the size the image is displayed at, EXIF orientation applied', async () => {
    const bytes = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#123' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [full, , medium] = await processImage(bytes, 'image/jpeg', 'turned');
    expect([full?.width, full?.height]).toEqual([200, 400]);
    expect([medium?.width, medium?.height]).toEqual([150, 300]);
  });
});

describe('processImage: bytes that are not a usable image', () => {
  it('refuses bytes that are not an image', async () => {
    await decodeError(processImage(Buffer.from('<html>not an image</html>'), 'image/png', 'x'));
    await decodeError(processImage(Buffer.alloc(0), 'image/png', 'x'));
  });

  it('refuses an image of another type than announced', async () => {
    const error = await decodeError(
      processImage(await makeImage(50, 50, 'image/png'), 'image/jpeg', 'x'),
    );
    expect(error.message).toContain('png');
  });

  it.each(['image/jpeg', 'image/png'] as const)(
    'refuses a truncated %s, small or large',
    async (type) => {
      for (const width of [100, 1200]) {
        const bytes = await sharp({
          create: {
            width,
            height: width,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .toFormat(FORMATS[type])
          .toBuffer();
        await decodeError(processImage(bytes.subarray(0, bytes.byteLength / 2), type, 'x'));
      }
    },
  );

  it('refuses an image claiming more than 100 megapixels', async () => {
    // A 1×1 GIF whose screen and image descriptors are patched to claim 12000×12000.
    const bytes = Buffer.from(await makeImage(1, 1, 'image/gif'));
    const descriptor = bytes.indexOf(0x2c, 13);
    for (const offset of [6, 8, descriptor + 5, descriptor + 7]) bytes.writeUInt16LE(12000, offset);
    const error = await decodeError(processImage(bytes, 'image/gif', 'bomb'));
    expect(error.message).toContain('pixel limit');
  });
});
