import { publicRoute } from '@/lib/public/route';
import { robotsAnswer } from '@/lib/public/pages/sitemap';

// What crawlers may visit, and where the sitemap is (docs/public-pages.md).
export const { GET, HEAD } = publicRoute(robotsAnswer);
