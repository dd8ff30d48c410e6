// The image types a media item may have (docs/api.md §4.7) and how each is
// named on disk and in the image object (§1.7).
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const isImageType = (value: string): value is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(value);

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Why a downloaded image was refused; every kind becomes 400 rest_invalid_param for `image`. */
export type ImageFailure =
  'url' | 'address' | 'network' | 'timeout' | 'redirects' | 'status' | 'type' | 'size' | 'decode';

export class ImageError extends Error {
  constructor(
    readonly reason: ImageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}
