'use client';

// The media library the image field picks from and uploads to (README "The
// admin", docs/api.md §1.7).
import { queryOptions } from '@tanstack/react-query';
import { imageLibraryPage, uploadImage } from '@/lib/client/api-client';
import { writeMutation } from '../collection-queries';

export const imageKeys = {
  all: ['media'] as const,
  library: (page: number) => ['media', 'library', page] as const,
};

export function imageLibraryQuery(page: number) {
  return queryOptions({ queryKey: imageKeys.library(page), queryFn: () => imageLibraryPage(page) });
}

/** An upload is the library's newest image: its pages are stale. */
export function uploadImageMutation() {
  return writeMutation(uploadImage, [imageKeys.all]);
}
