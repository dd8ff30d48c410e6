import { assetResponse, scalarBundle } from '@/lib/public/api-reference/assets';

// Scalar's standalone bundle, from the installed npm package: the reference loads nothing from elsewhere.
const handle = (request: Request) => assetResponse(request, scalarBundle());
export { handle as GET, handle as HEAD };
