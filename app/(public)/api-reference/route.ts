import { apiReferencePage } from '@/lib/public/api-reference/page';
import { publicRoute } from '@/lib/public/route';

// The REST API's reference, rendered in the browser from its OpenAPI document (linked from the admin shell).
export const { GET, HEAD } = publicRoute(apiReferencePage);
