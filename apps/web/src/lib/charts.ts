// The one door to the charts (Mantine's, drawn by Recharts); a dependency rule keeps it so.
//
// Recharts keeps each series' props in a Redux store, children included: a bar chart's `<Cell>`
// elements sit in the legend's payload. Immer, under Redux Toolkit, deep-freezes whatever enters
// the store, so those very element objects become read-only, and Recharts renders them later
// through its z-index layers. React never writes to an element; Preact (our runtime, decision
// 047) keeps its parent pointer and depth on the element it renders, and threw "Cannot assign to
// read only property '__'" on the dashboard. Recharts' reducers copy on write whether or not the
// result is frozen, so freezing only guarded against a mutation nobody makes; it is turned off
// before any chart creates its store.
import { setAutoFreeze } from 'immer';

setAutoFreeze(false);

export { BarChart, LineChart } from '@mantine/charts';
export { ReferenceArea } from 'recharts';
