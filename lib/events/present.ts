// Events as answers: their rows serialized with what the representation needs
// beyond them, the published-event count of every embedded term (§1.5),
// loaded once for a whole page (two queries, whatever its size).
import { loadTermCounts } from '../terms/counts';
import type { SerializeContext } from '../posts/common';
import { serializeEvent, type EventSerializeOptions, type EventWithLinks } from './serialize';

type Options = Omit<EventSerializeOptions, 'termCounts'>;

const termIdsOf = (event: EventWithLinks) => [
  ...event.categories.map(({ categoryId }) => categoryId),
  ...event.tags.map(({ tagId }) => tagId),
];

export async function presentEvents(
  events: EventWithLinks[],
  context: SerializeContext,
  optionsFor: (event: EventWithLinks) => Options = () => ({}),
) {
  const termCounts = await loadTermCounts(events.flatMap(termIdsOf));
  return events.map((event) =>
    serializeEvent(event, context, { ...optionsFor(event), termCounts }),
  );
}

export async function presentEvent(
  event: EventWithLinks,
  context: SerializeContext,
  options: Options = {},
) {
  const [presented] = await presentEvents([event], context, () => options);
  return presented!;
}
