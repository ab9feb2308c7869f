import { Badge, Tabs } from '@mantine/core';
import { ASSET_TYPES, type AssetType } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { useAssetCounts } from '../api/get-assets.ts';

type AssetTypeTabsProps = {
  /** The id the grid below takes for its panel (`useTabPanel`). */
  id: string;
  value: AssetType;
  onChange: (type: AssetType) => void;
};

/** One tab per asset type with how many files it holds; the row scrolls sideways on phones. */
export function AssetTypeTabs({ id, value, onChange }: AssetTypeTabsProps) {
  const { t } = useTranslation('assets');
  const counts = useAssetCounts();
  return (
    <Tabs
      id={id}
      value={value}
      onChange={(next) => {
        const type = ASSET_TYPES.find((item) => item === next);
        if (type) onChange(type);
      }}
    >
      <Tabs.List
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        aria-label={t('assets:tabs.label')}
      >
        {ASSET_TYPES.map((type) => {
          const count = counts[type];
          return (
            <Tabs.Tab
              key={type}
              value={type}
              style={{ flexShrink: 0 }}
              rightSection={
                count === undefined ? null : (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={type === value ? 'filled' : 'light'}
                    data-testid={`assets-tab-count-${type}`}
                  >
                    {count}
                  </Badge>
                )
              }
              data-testid={`assets-tab-${type}`}
            >
              {t(`assets:types.${type}.label`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
