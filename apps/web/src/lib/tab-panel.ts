import { useId } from 'react';

/**
 * Tabs that filter the list below them rather than wrap it in `Tabs.Panel`: Mantine's tabs then
 * point `aria-controls` at a panel that does not exist. The list's container takes the panel's id
 * and role, so a screen reader goes from the tab to what it shows. `tabsId` goes to `<Tabs id>`.
 */
export function useTabPanel(value: string) {
  const tabsId = useId();
  return {
    tabsId,
    panelProps: {
      id: `${tabsId}-panel-${value}`,
      role: 'tabpanel',
      'aria-labelledby': `${tabsId}-tab-${value}`,
    },
  };
}
