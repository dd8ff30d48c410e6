// Decoding an image and making its renditions (docs/api.md §1.7): the
// original is kept byte for byte; `thumbnail`, `medium` and `large` are made
// only when the original is larger than their box, in the original's format.
import sharp, { type FormatEnum, type Sharp } from 'sharp';
import { originalFileName, renditionFileName } from './file-name';
import { IMAGE_EXTENSIONS, ImageError, type ImageType } from './types';

export type SizeName = 'full' | 'thumbnail' | 'medium' | 'large';

export interface ImageFile {
  size: SizeName;
  fileName: string;
  mimeType: ImageType;
  width: number;
  height: number;
  filesize: number;
  data: Uint8Array<ArrayBuffer>;
}

interface Box {
  size: Exclude<SizeName, 'full'>;
  width: number;
  height: number;
  crop: boolean;
}

interface Dimensions {
  width: number;
  height: number;
}

export const RENDITION_BOXES: readonly Box[] = [
  { size: 'thumbnail', width: 150, height: 150, crop: true },
  { size: 'medium', width: 300, height: 300, crop: false },
  { size: 'large', width: 1024, height: 1024, crop: false },
];

const SHARP_FORMATS: Record<ImageType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

// A 10 MiB file can still claim billions of pixels (a decompression bomb);
// 100 megapixels is beyond any camera photo a calendar shows.
const MAX_PIXELS = 100_000_000;
// WordPress's default quality for the renditions it makes.
const QUALITY = 82;

/** A box's rendition size for an original, or null when the original fits the box. A cropped box cuts to the box without enlarging (a 200×100 original gives a 150×100 thumbnail); the others scale to fit, keeping the aspect ratio (1920×1080 gives 300×169), as WordPress does. */
export function renditionSize(original: Dimensions, box: Box): Dimensions | null {
  if (original.width <= box.width && original.height <= box.height) return null;
  if (box.crop) {
    return {
      width: Math.min(box.width, original.width),
      height: Math.min(box.height, original.height),
    };
  }
  const scale = Math.min(box.width / original.width, box.height / original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** The original (size `full`) followed by its renditions. The bytes must decode completely as `mimeType`, else ImageError 'decode'. Sizes are those the image is displayed at, EXIF orientation applied. */
export async function processImage(
  bytes: Uint8Array,
  mimeType: ImageType,
  baseName: string,
): Promise<ImageFile[]> {
  const format = SHARP_FORMATS[mimeType];
  const extension = IMAGE_EXTENSIONS[mimeType];
  const open = () =>
    sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS, autoOrient: true });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== format) {
      throw new ImageError('decode', `The bytes are ${metadata.format}, not ${mimeType}.`);
    }
    const original = metadata.autoOrient;
    const [, ...renditions] = await Promise.all([
      // Decoding every pixel proves the whole file decodes, renditions or not.
      // (stats() was seen to pass truncated small PNGs now and then.)
      open().raw().toBuffer(),
      ...RENDITION_BOXES.flatMap((box) => {
        const size = renditionSize(original, box);
        return size ? [render(open(), box, size, { format, mimeType, baseName, extension })] : [];
      }),
    ]);
    const full: ImageFile = {
      size: 'full',
      fileName: originalFileName(baseName, extension),
      mimeType,
      ...original,
      filesize: bytes.byteLength,
      data: new Uint8Array(bytes),
    };
    return [full, ...renditions];
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError('decode', error instanceof Error ? error.message : String(error));
  }
}

async function render(
  image: Sharp,
  box: Box,
  size: Dimensions,
  target: { format: keyof FormatEnum; mimeType: ImageType; baseName: string; extension: string },
): Promise<ImageFile> {
  const { data, info } = await image
    .resize(size.width, size.height, { fit: box.crop ? 'cover' : 'fill' })
    .toFormat(target.format, { quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  return {
    size: box.size,
    fileName: renditionFileName(target.baseName, info, target.extension),
    mimeType: target.mimeType,
    width: info.width,
    height: info.height,
    filesize: data.byteLength,
    data: new Uint8Array(data),
  };
}
