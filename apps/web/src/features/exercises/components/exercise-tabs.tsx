import { Badge, Tabs } from '@mantine/core';
import { EXERCISE_STATUS, type ExerciseCounters, type ExerciseStatus } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { getStatusName, STATUS_COLORS } from './exercise-statuses.ts';

type ExerciseTabsProps = {
  /** The id the list below takes for its panel (`useTabPanel`). */
  id: string;
  tabs: readonly ExerciseStatus[];
  value: ExerciseStatus;
  onChange: (status: ExerciseStatus) => void;
  counters: ExerciseCounters | undefined;
};

/** The request tab lists requests rather than microblocks, so it is named and counted apart. */
function getTabId(status: ExerciseStatus): string {
  return status === EXERCISE_STATUS.request ? 'requests' : String(status);
}

function getCount(status: ExerciseStatus, counters: ExerciseCounters | undefined) {
  if (!counters) return null;
  if (status === EXERCISE_STATUS.request) return counters.requests;
  return counters.statuses[String(status)] ?? 0;
}

/** Spec 2: the list tabs in the role's order; the row scrolls sideways on narrow screens. */
export function ExerciseTabs({ id, tabs, value, onChange, counters }: ExerciseTabsProps) {
  const { t } = useTranslation('exercises');
  return (
    <Tabs
      id={id}
      value={String(value)}
      onChange={(next) => {
        const status = tabs.find((tab) => String(tab) === next);
        if (status !== undefined) onChange(status);
      }}
    >
      <Tabs.List
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        aria-label={t('exercises:tabs.label')}
      >
        {tabs.map((status) => {
          const name = getStatusName(status);
          const count = getCount(status, counters);
          const tabId = getTabId(status);
          return (
            <Tabs.Tab
              key={status}
              value={String(status)}
              style={{ flexShrink: 0 }}
              rightSection={
                count === null ? null : (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={status === value ? 'filled' : 'light'}
                    color={STATUS_COLORS[name]}
                    data-testid={`exercise-tab-count-${tabId}`}
                  >
                    {count}
                  </Badge>
                )
              }
              data-testid={`exercise-tab-${tabId}`}
            >
              {t(`exercises:tabs.${name}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
