import { publicRoute } from '@/lib/public/route';
import { sitemapFileAnswer } from '@/lib/public/pages/sitemap';

// One file of the sitemap, `events-1.xml` (docs/public-pages.md).
export const { GET, HEAD } = publicRoute(sitemapFileAnswer);
