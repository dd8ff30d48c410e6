// Events as answers: their rows serialized with the terms they embed, each
// with its published-event count (docs/api.md §1.5), from the term snapshot.
import type { SerializeContext } from '../posts/serialize';
import { termSnapshot } from '../terms/read-snapshot';
import type { EventWithLinks } from './read';
import { serializeEvent, type EventSerializeOptions } from './serialize';

type Options = Omit<EventSerializeOptions, 'terms'>;

/** After the events were read: the snapshot then holds every term they name. */
export async function presentEvents(
  events: EventWithLinks[],
  context: SerializeContext,
  optionsFor: (event: EventWithLinks) => Options = () => ({}),
) {
  const terms = await termSnapshot();
  return events.map((event) => serializeEvent(event, context, { ...optionsFor(event), terms }));
}

export async function presentEvent(
  event: EventWithLinks,
  context: SerializeContext,
  options: Options = {},
) {
  const [presented] = await presentEvents([event], context, () => options);
  return presented!;
}
