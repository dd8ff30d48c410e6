import { dispatch } from '../dispatch';

// Paths under the namespace that no route file matches as written: odd case,
// or nothing at all (rest_no_route, docs/api.md §7.2 step 1).
async function handle(request: Request, context: { params: Promise<{ rest: string[] }> }) {
  return dispatch(request, (await context.params).rest);
}
export { handle as GET, handle as HEAD, handle as POST, handle as PUT };
export { handle as PATCH, handle as DELETE, handle as OPTIONS };
