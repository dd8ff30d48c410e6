import { organizers } from '@/lib/linked-posts/organizer/kind';
import { linkedBySlugRoute } from '../../../linked-post-routes';

// Read, update (a payload slug renames) and delete one organizer by slug.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = linkedBySlugRoute(organizers);
