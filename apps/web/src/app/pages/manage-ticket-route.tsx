import { ReplaceDeckButton } from '../../features/exercise-editor/components/replace-deck-button.tsx';
import { ManageTicketPage } from '../../features/tickets/pages/manage-ticket-page.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): the moderator's ticket page offers the
 * exercise editor's "Replace the deck" (decision 046), one way to upload a deck, composed here.
 */
export function ManageTicketRoute() {
  return <ManageTicketPage ReplaceDeck={ReplaceDeckButton} />;
}
