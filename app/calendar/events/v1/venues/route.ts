import { venues } from '@/lib/linked-posts/venue/kind';
import { linkedCollectionRoute } from '../linked-post-routes';

// GET (list) and POST (create) /venues.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedCollectionRoute(venues);
