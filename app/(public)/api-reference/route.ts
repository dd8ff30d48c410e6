import { apiReferencePage } from '@/lib/public/pages/api-reference';
import { publicRoute } from '@/lib/public/route';

// The REST API's reference, rendered from its OpenAPI document (linked from the admin shell).
export const { GET, HEAD } = publicRoute(apiReferencePage);
