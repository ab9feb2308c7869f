import type { FamilyPageLook } from '../../../components/family-page.tsx';

/** Both diagnostic pages of the family link look alike. */
export const FAMILY_LOOK: FamilyPageLook = {
  tone: 'cool',
  width: 820,
  missingColor: 'gray',
  errorColor: 'orange',
};
