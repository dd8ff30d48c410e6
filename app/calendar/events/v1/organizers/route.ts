import { organizers } from '@/lib/linked-posts/organizer/kind';
import { linkedCollectionRoute } from '../linked-post-routes';

// GET (list) and POST (create) /organizers.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedCollectionRoute(organizers);
