import { venues } from '@/lib/linked-posts/venue/kind';
import { linkedItemRoute } from '../../linked-post-routes';

// Read, update and delete one venue by id.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedItemRoute(venues);
