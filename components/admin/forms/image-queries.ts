'use client';

// The media library: the image field picks from it and uploads to it, the
// Media screen searches it, writes alternative texts and deletes images
// (docs/admin.md "Media", docs/api.md §1.7).
import { queryOptions } from '@tanstack/react-query';
import {
  deleteImage,
  imageLibraryPage,
  readImage,
  updateImageAlt,
  uploadImage,
} from '@/lib/client/api-client';
import { collectionKeys, writeMutation, type WriteCallbacks } from '../collection-queries';
import type { ImageObject } from '@/lib/media/serialize';

export const imageKeys = {
  all: ['media'] as const,
  library: (page: number, search = '') => ['media', 'library', page, search] as const,
  image: (id: number) => ['media', 'image', id] as const,
};

/** One image, by id: what a field shows of the image it holds when the form opens. */
export function imageQuery(id: number) {
  return queryOptions({ queryKey: imageKeys.image(id), queryFn: () => readImage(id) });
}

export function imageLibraryQuery(page: number, search = '') {
  return queryOptions({
    queryKey: imageKeys.library(page, search),
    queryFn: () => imageLibraryPage(page, search),
  });
}

/** An upload is the library's newest image: its pages are stale. */
export function uploadImageMutation() {
  return writeMutation(uploadImage, [imageKeys.all]);
}

// The items that show an image carry its alt text in their image object.
const ITEMS_SHOWING_IMAGES = ['events', 'venues', 'organizers'].map((collection) =>
  collectionKeys(collection).items(),
);

/** A new alternative text: the library and every item read showing images are stale. */
export function updateImageAltMutation(callbacks: WriteCallbacks<ImageObject>) {
  return writeMutation(updateImageAlt, [imageKeys.all, ...ITEMS_SHOWING_IMAGES], callbacks);
}

/** Deleting an unused image changes only the library. */
export function deleteImageMutation() {
  return writeMutation(deleteImage, [imageKeys.all]);
}
