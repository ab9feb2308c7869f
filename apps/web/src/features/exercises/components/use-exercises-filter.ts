import {
  type ExercisesFilter,
  mergeExercisesFilter,
  resetExercisesFilter,
  STORAGE_KEYS,
} from '@slovo/contracts';
import { useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/local-storage.ts';

/** The saved filter as stored; anything but a JSON object counts as none. */
function readSavedFilter(): Partial<ExercisesFilter> | null {
  const text = readStorage(STORAGE_KEYS.exercisesFilter);
  if (!text) return null;
  try {
    const saved: unknown = JSON.parse(text);
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved)
      ? (saved as Partial<ExercisesFilter>)
      : null;
  } catch {
    return null;
  }
}

function readExercisesFilter(): ExercisesFilter {
  return mergeExercisesFilter(readSavedFilter(), {});
}

/**
 * The exercise list filter (spec 4), read from local storage when the screen mounts: a reload
 * keeps the tab and the search, and after a workspace switch (which removes the saved value)
 * the screen starts from the default.
 */
export function useExercisesFilter() {
  const [filter, setFilter] = useState(readExercisesFilter);
  // A debounced search may land after a tab change; it must merge into the newest filter.
  const latest = useRef(filter);

  const store = (next: ExercisesFilter) => {
    latest.current = next;
    writeStorage(STORAGE_KEYS.exercisesFilter, JSON.stringify(next));
    setFilter(next);
  };

  return {
    filter,
    changeFilter: (change: Partial<ExercisesFilter>) =>
      store(mergeExercisesFilter(latest.current, change)),
    resetFilter: () => store(resetExercisesFilter()),
  };
}
