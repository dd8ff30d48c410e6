import { organizers } from '@/lib/linked-posts/organizer/kind';
import { linkedItemRoute } from '../../linked-post-routes';

// Read, update and delete one organizer by id.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedItemRoute(organizers);
