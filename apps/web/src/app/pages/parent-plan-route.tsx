import { lazy, Suspense } from 'react';
import { ParentPlanPage } from '../../features/protocols/pages/parent-plan-page.tsx';

// Below the plan and with forms of their own: loaded after the page's first screen.
const MerchOfferCard = lazy(() =>
  import('../../features/merchandise/components/merch-offer-card.tsx').then((module) => ({
    default: module.MerchOfferCard,
  })),
);
const FamilyReferralsCard = lazy(() =>
  import('../../features/referrals/components/family-referrals-card.tsx').then((module) => ({
    default: module.FamilyReferralsCard,
  })),
);

function FamilyCards({ token }: { token: string }) {
  return (
    <Suspense fallback={null}>
      <MerchOfferCard token={token} />
      <FamilyReferralsCard token={token} />
    </Suspense>
  );
}

/**
 * Features do not import each other (ARCHITECTURE 3): the family's plan page shows the
 * merchandise offer and the family's referral card (decision 038) through the same link,
 * composed here.
 */
export function ParentPlanRoute() {
  return <ParentPlanPage FamilyCards={FamilyCards} />;
}
