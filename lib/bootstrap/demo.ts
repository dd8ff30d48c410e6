// Demo content for a new database (docs/operations.md: unless CALENDAR_DEMO=off), in
// English, French and Spanish, dated relative to today in the site time zone.
import { Temporal } from '@js-temporal/polyfill';
import { db } from '../db';
import { formatWallTime, nowUtc } from '../dates/format';
import { resolveEventDates } from '../events/write-dates';
import { allocatePostId, allocateTermId } from '../ids';
import { getSettings } from '../settings/settings';
import { slugify } from '../text/slug';

const categories = [
  {
    name: 'Music',
    nameFr: 'Musique',
    nameEs: 'Música',
    description: 'Live music of all kinds',
    descriptionFr: 'De la musique vivante de tous les genres',
    descriptionEs: 'Música en vivo de todo tipo',
  },
  {
    name: 'Jazz',
    nameFr: 'Jazz',
    nameEs: 'Jazz',
    description: 'Small-band jazz',
    descriptionFr: 'Du jazz en petite formation',
    descriptionEs: 'Jazz en pequeña formación',
    parent: 'Music',
  },
  {
    name: 'Family',
    nameFr: 'Famille',
    nameEs: 'Familia',
    description: 'For all ages',
    descriptionFr: 'Pour tous les âges',
    descriptionEs: 'Para todas las edades',
  },
];
const tags = [
  { name: 'Free parking', nameFr: 'Parking gratuit', nameEs: 'Aparcamiento gratuito' },
  { name: 'Outdoor', nameFr: 'En plein air', nameEs: 'Al aire libre' },
];
const venues = [
  {
    name: 'Blue Room',
    nameFr: 'Salle Bleue',
    nameEs: 'Sala Azul',
    description: 'A small club with a big sound.',
    descriptionFr: 'Un petit club au grand son.',
    descriptionEs: 'Un club pequeño con un gran sonido.',
    address: '12 Main St',
    city: 'Springfield',
    country: 'United States',
    state: 'NY',
    zip: '12345',
    phone: '+1 555 0100',
    stateprovince: 'NY',
    website: 'https://blueroom.example.com',
  },
  {
    name: 'Riverside Park',
    nameFr: 'Parc du Bord de l’eau',
    nameEs: 'Parque Ribereño',
    description: 'Open lawns by the river.',
    descriptionFr: 'Des pelouses ouvertes au bord de la rivière.',
    descriptionEs: 'Praderas abiertas junto al río.',
    address: '1 River Rd',
    city: 'Springfield',
    country: 'United States',
    state: 'NY',
    zip: '12346',
    phone: '+1 555 0111',
    stateprovince: 'NY',
    website: '',
  },
];
const organizers = [
  {
    name: 'Springfield Jazz Society',
    nameFr: 'Société de jazz de Springfield',
    nameEs: 'Sociedad de Jazz de Springfield',
    description: 'Friends of jazz who bring musicians to town.',
    descriptionFr: 'Des amis du jazz qui font venir des musiciens en ville.',
    descriptionEs: 'Amigos del jazz que traen músicos a la ciudad.',
    phone: '+1 555 0199',
    website: 'https://jazz.example.com',
    email: 'info@jazz.example.com',
  },
  {
    name: 'Parks Department',
    nameFr: 'Service des parcs',
    nameEs: 'Departamento de Parques',
    description: 'Keeps the city’s parks open, green and lively.',
    descriptionFr: 'Garde les parcs de la ville ouverts, verts et animés.',
    descriptionEs: 'Mantiene los parques de la ciudad abiertos, verdes y animados.',
    phone: '+1 555 0123',
    website: 'https://parks.example.com',
    email: 'parks@example.com',
  },
];
const events = [
  {
    title: 'Spring Jazz Night',
    titleFr: 'Soirée jazz de printemps',
    titleEs: 'Noche de jazz de primavera',
    description: 'An evening of live jazz.\n\nDoors open at 7pm.',
    descriptionFr: 'Une soirée de jazz en direct.\n\nOuverture des portes à 19 h.',
    descriptionEs: 'Una velada de jazz en directo.\n\nApertura de puertas a las 19:00.',
    excerpt: 'Live jazz downtown.',
    excerptFr: 'Du jazz en direct au centre-ville.',
    excerptEs: 'Jazz en directo en el centro.',
    inDays: 3,
    start: '19:30',
    end: '22:00',
    venue: 0,
    organizers: [0],
    categories: ['Jazz'],
    tags: ['Free parking'],
    cost: ['$15', '$25'],
    featured: true,
  },
  {
    title: 'Family Picnic',
    titleFr: 'Pique-nique en famille',
    titleEs: 'Picnic familiar',
    description: 'Bring a blanket; games for the children.',
    descriptionFr: 'Apportez une couverture ; des jeux pour les enfants.',
    descriptionEs: 'Traiga una manta; juegos para los niños.',
    excerpt: 'A picnic by the river.',
    excerptFr: 'Un pique-nique au bord de la rivière.',
    excerptEs: 'Un picnic junto al río.',
    inDays: 6,
    start: '11:00',
    end: '15:00',
    venue: 1,
    organizers: [1],
    categories: ['Family'],
    tags: ['Outdoor', 'Free parking'],
    cost: ['0'],
    featured: false,
  },
  {
    title: 'Open Air Concert',
    titleFr: 'Concert en plein air',
    titleEs: 'Concierto al aire libre',
    description: 'The city orchestra plays under the stars.',
    descriptionFr: 'L’orchestre de la ville joue sous les étoiles.',
    descriptionEs: 'La orquesta de la ciudad toca bajo las estrellas.',
    excerpt: 'Music under the stars.',
    excerptFr: 'De la musique sous les étoiles.',
    excerptEs: 'Música bajo las estrellas.',
    inDays: 10,
    start: '20:00',
    end: '22:30',
    venue: 1,
    organizers: [0, 1],
    categories: ['Music'],
    tags: ['Outdoor'],
    cost: ['$10'],
    featured: true,
  },
  {
    title: 'Jazz Workshop',
    titleFr: 'Atelier de jazz',
    titleEs: 'Taller de jazz',
    description: 'Improvisation for beginners.',
    descriptionFr: 'L’improvisation pour les débutants.',
    descriptionEs: 'Improvisación para principiantes.',
    excerpt: 'Learn to improvise.',
    excerptFr: 'Apprendre à improviser.',
    excerptEs: 'Aprender a improvisar.',
    inDays: 14,
    start: '14:00',
    end: '17:00',
    venue: 0,
    organizers: [0],
    categories: ['Jazz'],
    tags: [],
    cost: [],
    featured: false,
  },
];

export async function seedDemoContent(authorId: number) {
  const { timezone } = await getSettings();
  const today = Temporal.Now.plainDateISO(timezone);
  const now = nowUtc();

  return db.$transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of categories) {
      const id = await allocateTermId(tx, 'category');
      await tx.category.create({
        data: {
          id,
          name: category.name,
          nameFr: category.nameFr,
          nameEs: category.nameEs,
          description: category.description,
          descriptionFr: category.descriptionFr,
          descriptionEs: category.descriptionEs,
          slug: slugify(category.name),
          parentId: category.parent ? categoryIds.get(category.parent) : null,
          modifiedUtc: now,
        },
      });
      categoryIds.set(category.name, id);
    }
    const tagIds = new Map<string, number>();
    for (const tag of tags) {
      const id = await allocateTermId(tx, 'tag');
      await tx.tag.create({ data: { id, ...tag, slug: slugify(tag.name), modifiedUtc: now } });
      tagIds.set(tag.name, id);
    }
    const common = { authorId, status: 'publish', dateUtc: now, modifiedUtc: now };
    const venueIds: number[] = [];
    for (const venue of venues) {
      const id = await allocatePostId(tx, 'venue');
      const slug = slugify(venue.name);
      await tx.venue.create({ data: { id, ...common, ...venue, slug, liveSlug: slug } });
      venueIds.push(id);
    }
    const organizerIds: number[] = [];
    for (const organizer of organizers) {
      const id = await allocatePostId(tx, 'organizer');
      const slug = slugify(organizer.name);
      await tx.organizer.create({ data: { id, ...common, ...organizer, slug, liveSlug: slug } });
      organizerIds.push(id);
    }
    for (const event of events) {
      const id = await allocatePostId(tx, 'event');
      const day = today.add({ days: event.inDays });
      const startLocal = formatWallTime(day.toPlainDateTime(Temporal.PlainTime.from(event.start)));
      const endLocal = formatWallTime(day.toPlainDateTime(Temporal.PlainTime.from(event.end)));
      const slug = slugify(event.title);
      await tx.event.create({
        data: {
          id,
          ...common,
          slug,
          liveSlug: slug,
          title: event.title,
          titleFr: event.titleFr,
          titleEs: event.titleEs,
          description: event.description,
          descriptionFr: event.descriptionFr,
          descriptionEs: event.descriptionEs,
          excerpt: event.excerpt,
          excerptFr: event.excerptFr,
          excerptEs: event.excerptEs,
          ...resolveEventDates({ startDate: startLocal, endDate: endLocal }, null, timezone),
          cost: JSON.stringify(event.cost),
          featured: event.featured,
          showMap: true,
          showMapLink: true,
          venueId: venueIds[event.venue],
          organizers: {
            create: event.organizers.map((index, position) => ({
              organizerId: organizerIds[index]!,
              position,
            })),
          },
          categories: {
            create: event.categories.map((name) => ({ categoryId: categoryIds.get(name)! })),
          },
          tags: { create: event.tags.map((name) => ({ tagId: tagIds.get(name)! })) },
        },
      });
    }
    return { events: events.length, venues: venues.length, organizers: organizers.length };
  });
}
