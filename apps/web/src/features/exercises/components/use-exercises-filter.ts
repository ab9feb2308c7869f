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

/** The saved tab without the saved search and author. */
function readTabOnly(): ExercisesFilter {
  return mergeExercisesFilter(readSavedFilter(), { term: '', authorId: undefined });
}

/**
 * The exercise list filter (spec 4), read from local storage when the screen mounts: a reload
 * keeps the tab and the search, and after a workspace switch (which removes the saved value)
 * the screen starts from the default. `isTabOnly`: a link to an exact set of microblocks (a run's
 * skip report) starts without the saved search and author, which would hide some of them.
 */
export function useExercisesFilter({ isTabOnly = false }: { isTabOnly?: boolean } = {}) {
  const [filter, setFilter] = useState(isTabOnly ? readTabOnly : readExercisesFilter);
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
