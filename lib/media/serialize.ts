// The image object of events, venues and organizers (docs/api.md §1.7).
import type { Prisma } from '../generated/sqlite/client';
import { IMAGE_EXTENSIONS, isImageType } from './types';
import { mediaFileUrl } from './urls';

// What the image object shows of each file; never the bytes.
const fileColumns = {
  size: true,
  fileName: true,
  mimeType: true,
  width: true,
  height: true,
  filesize: true,
} as const;

/** A media item's include: its files. */
export const imageInclude = { files: { select: fileColumns } } as const;

/** Spread into a venue's or organizer's include: its image with its files. */
export const mediaInclude = { image: { include: imageInclude } } as const;

export type ImageRow = Prisma.MediaGetPayload<{ include: typeof imageInclude }>;

const RENDITIONS = ['thumbnail', 'medium', 'large'] as const;

export interface ImageSize {
  width: number;
  height: number;
  'mime-type': string;
  filesize: number;
  url: string;
}

export interface ImageObject {
  url: string;
  id: number;
  extension: string;
  width: number;
  height: number;
  filesize: number;
  sizes: Partial<Record<(typeof RENDITIONS)[number], ImageSize>>;
  /** Additive (not in TEC): plain text, "" when none was written. */
  alt: string;
}

/** The §1.7 object, or false when the item has no image. */
export function serializeImage(
  media: ImageRow | null | undefined,
  baseUrl: string,
): ImageObject | false {
  if (!media) return false;
  const sizes: ImageObject['sizes'] = {};
  for (const name of RENDITIONS) {
    const file = media.files.find((candidate) => candidate.size === name);
    if (!file) continue;
    sizes[name] = {
      width: file.width,
      height: file.height,
      'mime-type': file.mimeType,
      filesize: file.filesize,
      url: mediaFileUrl(baseUrl, media.id, file.fileName),
    };
  }
  return {
    url: mediaFileUrl(baseUrl, media.id, media.fileName),
    id: media.id,
    extension: isImageType(media.mimeType) ? IMAGE_EXTENSIONS[media.mimeType] : '',
    width: media.width,
    height: media.height,
    filesize: media.filesize,
    sizes,
    alt: media.alt,
  };
}
