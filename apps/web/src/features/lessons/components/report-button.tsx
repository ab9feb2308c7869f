import { type ComponentType, createContext, useContext } from 'react';

/** A "report a problem" control for one microblock of the lesson, given by the app (decision 040). */
export type LessonReportButton = ComponentType<{ workspaceId: number; exerciseId: number }>;

/** The control bound to the lesson's project: each row names only its microblock. */
export type ItemReportButton = ComponentType<{ exerciseId: number }>;

const ReportButtonContext = createContext<ItemReportButton | null>(null);

/** The page passes the app's control down to every item row without threading it through each. */
export const ReportButtonProvider = ReportButtonContext.Provider;

export function useReportButton(): ItemReportButton | null {
  return useContext(ReportButtonContext);
}
