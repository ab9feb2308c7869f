import { StudentReferralsCard } from '../../features/referrals/components/student-referrals-card.tsx';
import { EditClientPage } from '../../features/students/pages/edit-client-page.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): the student's card shows who referred the
 * family and the friends it brought (decision 038), composed here.
 */
export function EditClientRoute() {
  return <EditClientPage ReferralsCard={StudentReferralsCard} />;
}
