import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAllTimeZoneGroups, getCommonTimeZones } from '../../../lib/time-zone-options.ts';

/**
 * A searchable list of time zones: the common ones (London, Los Angeles, Tel Aviv among them) at
 * once, every zone the browser knows once the list is opened.
 */
export function TimeZoneField({
  value,
  onChange,
  label,
  description,
  testId,
}: {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  description?: string;
  testId?: string;
}) {
  const { t } = useTranslation('booking');
  const [isListed, setIsListed] = useState(false);
  const labels = { common: t('booking:zone.common'), all: t('booking:zone.all') };
  const data = isListed
    ? getAllTimeZoneGroups(value, labels)
    : [{ group: labels.common, items: getCommonTimeZones(value) }];
  return (
    <Select
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      data={data}
      onDropdownOpen={() => setIsListed(true)}
      label={label}
      description={description}
      nothingFoundMessage={t('booking:zone.nothingFound')}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
