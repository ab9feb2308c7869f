// The two screens of the feature as one entry: the router's table then names one set of chunks
// to preload for both (decision 027).
export { ActsPage } from './acts-list-page.tsx';
export { CreateActPage } from './create-act-page.tsx';
