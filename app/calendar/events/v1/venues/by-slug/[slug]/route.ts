import { venues } from '@/lib/linked-posts/venue/kind';
import { linkedBySlugRoute } from '../../../linked-post-routes';

// Read, update (a payload slug renames) and delete one venue by slug.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedBySlugRoute(venues);
