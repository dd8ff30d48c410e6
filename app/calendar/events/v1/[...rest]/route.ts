import { noRoute } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

// Anything under the namespace that no route matches (rest-behaviour §7.2 step 1).
const unknownRoute = route({ allow: '' }, () => {
  throw noRoute();
});
export { unknownRoute as GET, unknownRoute as HEAD, unknownRoute as POST, unknownRoute as PUT };
export { unknownRoute as PATCH, unknownRoute as DELETE, unknownRoute as OPTIONS };
