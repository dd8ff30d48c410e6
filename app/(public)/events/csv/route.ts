import { eventsCsvReply } from '@/lib/csv/answer';
import { defineRoute } from '@/lib/route/define-route';

// Any events list of GET /calendar/events/v1/events as a CSV file (docs/csv-export.md):
// the API's route machinery, so that credentials count and errors are its JSON.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: eventsCsvReply,
});
