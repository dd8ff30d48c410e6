'use client';

// The command palette (Ctrl+K, docs/admin.md "Keyboard"): type to narrow the
// screens the sidebar offers, and to search events, venues and organizers
// through the REST lists, as the event editor's pickers do; Enter opens the
// screen or the item's editor. react-aria's Autocomplete keeps focus in the
// field while Up and Down move through the menu, and its modal dialog gives
// focus back where it was on close.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  Autocomplete,
  Dialog,
  Header,
  Heading,
  Input,
  Label,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
  type Key,
} from 'react-aria-components';
import { SCREEN_PATHS, type AdminScreen } from '../shell/admin-sections';
import { eventPageQuery } from '../events/event-queries';
import { pickerSearchQuery } from '../forms/picker-queries';
import { useSettled } from '../forms/use-settled';

/** How many items of each collection the palette lists: typing more narrows them. */
const ITEMS_SHOWN = 5;
/** Shorter texts match too many items to be worth a request. */
const MIN_SEARCH = 2;

type ItemCollection = 'events' | 'venues' | 'organizers';
interface Found {
  collection: ItemCollection;
  id: number;
  name: string;
  detail?: string;
}

/** The events, venues and organizers matching the settled text, as the lists would find them. */
function useFoundItems(text: string) {
  const search = useSettled(text.trim(), 200);
  const enabled = search.length >= MIN_SEARCH;
  const events = useQuery({
    ...eventPageQuery({ search, per_page: ITEMS_SHOWN }),
    enabled,
  });
  const venues = useQuery({ ...pickerSearchQuery('venues', search), enabled });
  const organizers = useQuery({ ...pickerSearchQuery('organizers', search), enabled });
  const found: Record<ItemCollection, Found[]> = {
    events: (enabled ? (events.data?.events ?? []) : []).map((event) => ({
      collection: 'events',
      id: event.id,
      name: event.title,
    })),
    venues: (enabled ? (venues.data ?? []) : []).slice(0, ITEMS_SHOWN).map((choice) => ({
      collection: 'venues',
      ...choice,
    })),
    organizers: (enabled ? (organizers.data ?? []) : []).slice(0, ITEMS_SHOWN).map((choice) => ({
      collection: 'organizers',
      ...choice,
    })),
  };
  const isSearching =
    text.trim() !== search ||
    (enabled && (events.isFetching || venues.isFetching || organizers.isFetching));
  return { found, search, isSearching: text.trim().length >= MIN_SEARCH && isSearching };
}

const SCREEN_PREFIX = 'screen:';

export function CommandPalette({
  screens,
  onClose,
  onGo,
}: {
  screens: readonly AdminScreen[];
  onClose: () => void;
  /** Opens an admin path (without the language). */
  onGo: (href: string) => void;
}) {
  const t = useTranslations('Keyboard.palette');
  const screenName = useScreenName();
  const [text, setText] = useState('');
  const { found, search, isSearching } = useFoundItems(text);
  // The search whose results the menu last settled on: a new one starts it
  // afresh (below); a refetch of the same one, or a text too short to search,
  // does not, so a highlight moved with Up or Down stays.
  const settled = isSearching ? null : search.length >= MIN_SEARCH ? search : '';
  const [settledSearch, setSettledSearch] = useState('');
  if (settled !== null && settled !== settledSearch) setSettledSearch(settled);
  // Accents and case aside: "evenements" finds "Événements".
  const { contains } = useFilter({ sensitivity: 'base' });

  const go = (key: Key) => {
    const id = String(key);
    if (id.startsWith(SCREEN_PREFIX)) {
      onGo(SCREEN_PATHS[id.slice(SCREEN_PREFIX.length) as AdminScreen]);
      return;
    }
    const [collection, itemId] = id.split(':');
    onGo(`/admin/${collection}/${itemId}`);
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal palette">
        <Dialog aria-labelledby="palette-title">
          <Heading slot="title" id="palette-title" className="visually-hidden">
            {t('title')}
          </Heading>
          <Autocomplete
            inputValue={text}
            onInputChange={setText}
            // The screens are filtered here; the items come filtered by the API.
            filter={(textValue, input, node) =>
              !String(node.key).startsWith(SCREEN_PREFIX) || contains(textValue, input)
            }
          >
            <SearchField autoFocus className="palette-field" aria-describedby="palette-hint">
              <Label>{t('label')}</Label>
              <Input />
            </SearchField>
            <p id="palette-hint" className="hint">
              {t('hint')}
            </p>
            <Menu
              // react-aria highlights the first item as the editor types, but
              // results arriving afterwards can replace the highlighted one and
              // leave none: the menu starts afresh once a new search's results
              // have all arrived, on the first of them, so Enter opens what the
              // search found.
              key={settledSearch}
              autoFocus="first"
              className="palette-menu"
              aria-label={t('results')}
              onAction={go}
              renderEmptyState={() => (
                <p className="palette-empty">{isSearching ? '' : t('noMatch', { text })}</p>
              )}
            >
              <PaletteSection title={t('screens')}>
                {screens.map((screen) => (
                  <MenuItem
                    key={screen}
                    id={`${SCREEN_PREFIX}${screen}`}
                    textValue={screenName(screen)}
                  >
                    {screenName(screen)}
                  </MenuItem>
                ))}
              </PaletteSection>
              {(['events', 'venues', 'organizers'] as const).map(
                (collection) =>
                  found[collection].length > 0 && (
                    <PaletteSection key={collection} title={t(collection)}>
                      {found[collection].map((item) => (
                        <MenuItem
                          key={item.id}
                          id={`${collection}:${item.id}`}
                          textValue={item.name}
                        >
                          <span>{item.name}</span>
                          {item.detail && <span className="palette-detail">{item.detail}</span>}
                        </MenuItem>
                      ))}
                    </PaletteSection>
                  ),
              )}
            </Menu>
          </Autocomplete>
          <p role="status" className="palette-status">
            {isSearching ? t('searching') : ''}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PaletteSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MenuSection className="palette-section">
      <Header className="palette-section-title">{title}</Header>
      {children}
    </MenuSection>
  );
}

/** A screen's name: the sidebar's for sections, the screens' own titles for the others. */
function useScreenName() {
  const sections = useTranslations('Admin.section');
  const dashboard = useTranslations('AdminDashboard');
  const events = useTranslations('AdminEvents');
  const keyboard = useTranslations('Keyboard.screen');
  return (screen: AdminScreen): string => {
    switch (screen) {
      case 'dashboard':
        return dashboard('title');
      case 'newEvent':
        return events('newEvent');
      case 'calendar':
        return keyboard('calendar');
      default:
        return sections(screen);
    }
  };
}
