import { homePage } from '@/lib/public/pages/home';
import { publicRoute } from '@/lib/public/route';

// The home page: upcoming events (docs/api.md §10.8).
export const { GET, HEAD } = publicRoute(homePage);
