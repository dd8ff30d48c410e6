import { homePage } from '@/lib/public/pages/home';
import { publicRoute } from '@/lib/public/route';

// The home page: upcoming events (rest-behaviour §10.8).
export const { GET, HEAD } = publicRoute(homePage);
