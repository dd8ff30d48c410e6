'use client';

// The time zone of an event or of the site, found by typing part of its name
// ("paris", "new_y") in a list of the IANA zones with their offset today. A
// stored zone the list does not hold (an offset such as `UTC+5.5`, docs/api.md
// §0.6) is kept as typed: the server is the one that checks it.
import { useMemo } from 'react';
import { ComboBox, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ComboBoxInput, type ControlledFieldProps } from './controlled-field';

interface ZoneChoice {
  id: string;
  offset: string;
}

/** Every zone the browser knows, with its offset now ("GMT+01:00"). */
function zoneChoices(): ZoneChoice[] {
  const now = new Date();
  return Intl.supportedValuesOf('timeZone').map((zone) => ({
    id: zone,
    offset:
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? '',
  }));
}

export function TimeZoneField({
  id,
  label,
  value,
  onChange,
  onBlur,
  isInvalid,
  describedBy,
  children,
}: ControlledFieldProps) {
  const zones = useMemo(() => zoneChoices(), []);
  return (
    <ComboBox
      className="field picker"
      defaultItems={zones}
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      onBlur={onBlur}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    >
      <Label>{label}</Label>
      <ComboBoxInput id={id} />
      {children}
      <Popover className="picker-popover">
        <ListBox<ZoneChoice> className="picker-options">
          {(zone) => (
            <ListBoxItem id={zone.id} textValue={zone.id}>
              <span>{zone.id}</span>
              <span className="picker-detail">{zone.offset}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
