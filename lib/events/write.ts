// Creating and updating events (docs/api.md §4.1, §4.2). Everything that
// can be checked without writing is checked first; the write itself, inline
// venues, organizers, terms and a downloaded image included, is one
// transaction, so a failing request leaves nothing behind.
import { couldNot, failingAs, forbidden } from '../http/errors';
import { canCreate, canEdit } from '../auth/permissions';
import { nowUtc } from '../dates/format';
import { db, writeTransaction } from '../db';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import { allocatePostId } from '../ids';
import { applyImage, prepareImage } from '../media/image-param';
import { checkActingFor, checkAuthorExists, resolveStatus } from '../posts/schema-write';
import { uniqueSlug } from '../posts/write-slugs';
import { translatedData } from '../posts/write-translations';
import type { Tx, WriteContext } from '../write-context';
import { getSettings } from '../settings/settings';
import { resolveEventDates } from './write-dates';
import type { EventRequest } from './request';
import { applyLinks, prepareLinks, writeLinkRows, type AppliedLinks } from './write-links';
import { readEventInput, type EventInput, type EventReadOptions } from './schema-write';
import { loadEvent, writtenEvent, type EventWithLinks, type WrittenLinks } from './read';
import { planSeries, startSeries } from './write-series';
import {
  applySeriesWrite,
  lockSeries,
  ownedAfter,
  planSeriesWrite,
  restoreOccurrence,
} from './write-series-scope';
import { requireUnchangedEvent } from './handlers';
import { invalidEventParam } from './event-status';

/** The columns the sent fields write, apart from the dates (an occurrence of a series may own each one). */
function fieldColumns(input: EventInput, language: Language, isCreate: boolean) {
  const { flags } = input;
  return {
    ...translatedData('title', input.title, language, isCreate),
    ...translatedData('description', input.description, language, isCreate),
    ...translatedData('excerpt', input.excerpt, language, isCreate),
    ...(input.cost !== undefined ? { cost: JSON.stringify(input.cost) } : {}),
    ...(input.website !== undefined ? { website: input.website } : {}),
    ...(flags.show_map !== undefined ? { showMap: flags.show_map } : {}),
    ...(flags.show_map_link !== undefined ? { showMapLink: flags.show_map_link } : {}),
    ...(flags.hide_from_listings !== undefined
      ? { hideFromListings: flags.hide_from_listings }
      : {}),
    ...(flags.sticky !== undefined ? { sticky: flags.sticky } : {}),
    ...(flags.featured !== undefined ? { featured: flags.featured } : {}),
    ...statusColumns(input, language, isCreate),
  };
}

/**
 * The event status and its reason (docs/api.md §4.2.7). The reason belongs to
 * a status other than scheduled: back to scheduled clears it in every language.
 */
function statusColumns(input: EventInput, language: Language, isCreate: boolean) {
  if (input.eventStatus === 'scheduled') {
    return {
      eventStatus: 'scheduled',
      statusReason: '',
      statusReasonFr: null,
      statusReasonEs: null,
    };
  }
  return {
    ...(input.eventStatus !== undefined ? { eventStatus: input.eventStatus } : {}),
    ...translatedData('statusReason', input.statusReason, language, isCreate),
  };
}

/** A reason for a scheduled event would be stored and never shown: refused, before any write. */
function checkStatusReason(input: EventInput, existing: EventWithLinks | null) {
  const status = input.eventStatus ?? existing?.eventStatus ?? 'scheduled';
  if (status === 'scheduled' && input.statusReason) {
    throw invalidEventParam('status_reason', 'status-reason-needs-status');
  }
}

const datesSent = (input: EventInput) =>
  input.startDate !== undefined ||
  input.endDate !== undefined ||
  input.timezone !== undefined ||
  input.flags.all_day !== undefined;

type UpdateOptions = Pick<EventReadOptions, 'takesPassword'>;

async function prepare(
  params: Params,
  request: EventRequest,
  existing: EventWithLinks | null,
  options: UpdateOptions = {},
) {
  const settings = await getSettings();
  const siteZone = settings.timezone;
  const horizonDays = Number(settings.recurrence_horizon_days);
  const input = readEventInput(params, { ...options, isCreate: existing === null, siteZone });
  checkStatusReason(input, existing);
  const dates = resolveEventDates(
    {
      startDate: input.startDate,
      endDate: input.endDate,
      timezone: input.timezone,
      allDay: input.flags.all_day,
    },
    existing,
    siteZone,
  );
  await checkAuthorExists(db, input.author);
  const caller = request.caller;
  if (existing ? !canEdit(caller, existing) : !canCreate(caller)) throw forbidden(caller !== null);
  checkActingFor(caller!, input.author);
  if (existing) await requireUnchangedEvent(existing, request);
  const fetchContext = { caller: caller!, baseUrl: request.baseUrl, siteZone };
  const image = await prepareImage(input.image, fetchContext);
  const links = await prepareLinks(input, fetchContext, request.termNames);
  const context: WriteContext = { caller: caller!, language: request.language, siteZone };
  const series = existing
    ? await planSeriesWrite(
        existing,
        input.seriesScope,
        { recurrence: input.recurrence, datesSent: datesSent(input) },
        dates,
        { caller, horizonDays },
      )
    : input.recurrence?.lines.length
      ? ({ kind: 'start', plan: planSeries(input.recurrence, dates, { horizonDays }) } as const)
      : ({ kind: 'single' } as const);
  return { input, dates, image, links, context, series };
}

const reload = async (tx: Tx, id: number) => (await loadEvent(tx, { id }))!;

/**
 * The links an event has after a write: those it sent (terms in id order, as
 * their join table's key reads them), else those it had.
 */
function linksAfter(links: AppliedLinks, before: EventWithLinks | null): WrittenLinks {
  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
  return {
    organizerIds: links.organizerIds ?? before?.organizers.map((organizer) => organizer.id) ?? [],
    categoryIds: links.categoryIds ? ascending(links.categoryIds) : (before?.categoryIds ?? []),
    tagIds: links.tagIds ? ascending(links.tagIds) : (before?.tagIds ?? []),
  };
}

export async function createEvent(params: Params, request: EventRequest): Promise<EventWithLinks> {
  const {
    input,
    dates,
    image,
    links: preparedLinks,
    context,
    series,
  } = await prepare(params, request, null);
  return writeTransaction(async (tx) => {
    const id = await allocatePostId(tx, 'event');
    const dateUtc = input.dateUtc ?? nowUtc();
    const status = resolveStatus(context.caller, input.status, dateUtc, undefined);
    const slug = await uniqueSlug(tx, 'event', input.slug ?? input.title!, id);
    const links = await applyLinks(tx, preparedLinks, context);
    const imageId = await applyImage(tx, image, context);
    const row = await tx.event.create({
      data: {
        id,
        ...fieldColumns(input, context.language, true),
        ...dates,
        title: input.title!,
        authorId: input.author ?? context.caller.id,
        status,
        dateUtc,
        modifiedUtc: nowUtc(),
        slug,
        liveSlug: slug,
        venueId: links.venueId ?? null,
        imageId: imageId ?? null,
      },
    });
    await writeLinkRows(tx, [id], links);
    if (series.kind === 'start') await startSeries(tx, await reload(tx, id), series.plan);
    await request.alsoInTransaction?.(tx, id);
    // A series started fills in the event's series columns after its insert: read back.
    if (series.kind === 'start') return reload(tx, id);
    return writtenEvent(tx, row, linksAfter(links, null), null);
  });
}

export async function updateEvent(
  event: EventWithLinks,
  params: Params,
  request: EventRequest,
  options: UpdateOptions = {},
): Promise<EventWithLinks> {
  const {
    input,
    dates,
    image,
    links: preparedLinks,
    context,
    series,
  } = await prepare(params, request, event, options);
  const write = async (tx: Tx) => {
    // The series' lock first, before any write (write-series-scope.ts lockSeries).
    if (event.seriesId !== null) await lockSeries(tx, event.seriesId);
    const dateUtc = input.dateUtc ?? event.dateUtc;
    const status = resolveStatus(context.caller, input.status, dateUtc, event.status);
    const isLive = status !== 'trash';
    // A slug sent renames; an event restored from the trash takes its slug back if it is free (§0.7).
    const slug =
      input.slug !== undefined || (event.status === 'trash' && isLive)
        ? await uniqueSlug(tx, 'event', input.slug ?? event.slug, event.id)
        : event.slug;
    const links = await applyLinks(tx, preparedLinks, context);
    const imageId = await applyImage(tx, image, context);
    const columns = {
      ...fieldColumns(input, context.language, false),
      ...(input.author !== undefined ? { authorId: input.author } : {}),
      ...(links.venueId !== undefined ? { venueId: links.venueId } : {}),
      ...(imageId !== undefined ? { imageId } : {}),
      // Only a changed status is written: the `terms` stamp's trigger fires
      // on any UPDATE that sets the column, and a moved stamp makes every
      // node recount the terms' events (tens of ms per 10,000 events).
      ...(status !== event.status ? { status } : {}),
    };
    const row = await tx.event.update({
      where: { id: event.id },
      data: {
        ...columns,
        // A whole-series write places every occurrence's dates from the series' plan.
        ...(series.kind === 'all' ? {} : dates),
        ...(series.kind === 'this' || series.kind === 'all'
          ? {
              ownColumns: ownedAfter(
                event,
                columns,
                links,
                datesSent(input) ? dates : null,
                series.kind === 'this' ? 'this' : 'series',
              ),
            }
          : {}),
        dateUtc,
        modifiedUtc: nowUtc(),
        slug,
        liveSlug: isLive ? slug : null,
      },
    });
    await writeLinkRows(tx, [event.id], links);
    const restored = event.status === 'trash' && isLive;
    if (restored) await restoreOccurrence(tx, event);
    if (series.kind === 'start') await startSeries(tx, await reload(tx, event.id), series.plan);
    if (series.kind === 'all') await applySeriesWrite(tx, series, event, columns, links);
    await request.alsoInTransaction?.(tx, event.id);
    // A series written changes the event's row and lines after its own update: read back.
    if (restored || series.kind === 'start' || series.kind === 'all') return reload(tx, event.id);
    return writtenEvent(tx, row, linksAfter(links, event), event);
  };
  return failingAs(
    () => couldNot('update', 'event'),
    () => writeTransaction(write),
  );
}
