'use client';

// react-aria's date, time, time-zone and search fields (date-time-fields.tsx,
// time-zone-field.tsx, search-picker.tsx) arrive after the screen: with
// @internationalized/date they are most of an editing screen's JavaScript
// (docs/performance.md "Admin first load"). Their modules are fetched as soon
// as a screen that uses one loads. Meanwhile each field's place is held by its
// own shape (field-shapes.tsx): its label, its control disabled or as a box,
// its chips and what it shows under it, so nothing on the screen moves when
// the field comes (docs/admin.md "Nothing moves"). Whatever submits a value (a
// form's hidden input, react-hook-form's state) lives outside them, so a form
// sent before they arrive loses nothing.
import type { ControlledFieldProps } from './controlled-field';
import { DateShape, SearchPickerShape, ZoneShape } from './field-shapes';
import { lazyField } from './lazy-field';
import type { SearchPickerProps } from './search-picker';

const loadDates = () => import('./date-time-fields');
const loadZone = () => import('./time-zone-field');
const loadPicker = () => import('./search-picker');

if (typeof window !== 'undefined') {
  void loadDates();
  void loadZone();
  void loadPicker();
}

export const DateField = lazyField<ControlledFieldProps>(
  () => loadDates().then((loaded) => loaded.DateField),
  DateShape,
);
export const TimeField = lazyField<ControlledFieldProps>(
  () => loadDates().then((loaded) => loaded.TimeField),
  DateShape,
);
export const TimeZoneField = lazyField<ControlledFieldProps>(
  () => loadZone().then((loaded) => loaded.TimeZoneField),
  ZoneShape,
);
export const SearchPicker = lazyField<SearchPickerProps>(
  () => loadPicker().then((loaded) => loaded.SearchPicker),
  SearchPickerShape,
);
