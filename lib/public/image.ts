// An item's image on its public page (docs/api.md §1.7): the uncropped
// renditions as a srcset so a phone loads the medium one, the size written
// down so nothing moves when it arrives, and the alternative text the editor
// wrote in the media library ("" marks it decorative: the heading names the item).
import type { ImageObject } from '../media/serialize';
import { markup } from './html';

/** The page column is 46rem wide at most (layout.ts); narrower screens show it at full width. */
const SIZES = '(max-width: 46rem) 100vw, 46rem';

export function leadImage(image: ImageObject | false | undefined) {
  if (!image) return '';
  // The thumbnail is cut square, so it is not the same picture at another size.
  const scaled = [image.sizes.medium, image.sizes.large].filter((size) => size !== undefined);
  const srcset = [...scaled, image].map((size) => `${size.url} ${size.width}w`).join(', ');
  return markup`<img class="lead" src="${image.url}" srcset="${srcset}" sizes="${SIZES}"
    width="${image.width}" height="${image.height}" alt="${image.alt}" decoding="async">`;
}
