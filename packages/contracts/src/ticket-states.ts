// ---------------------------------------------------------------------------------------------
// Complaint tickets (spec §4): new, in process, done, deleted/declined, archived (decision 040).

export const TICKET_STATES = ['new', 'in_process', 'done', 'declined', 'archived'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/**
 * Where a ticket may go from each state: work starts, then ends done or declined; a finished
 * ticket (or one nobody takes up) is archived. Archived is the end.
 */
const MOVES: Record<TicketState, readonly TicketState[]> = {
  new: ['in_process', 'declined', 'archived'],
  in_process: ['done', 'declined', 'archived'],
  done: ['archived'],
  declined: ['archived'],
  archived: [],
};

/** The states a ticket in `from` may move to. */
export const nextTicketStates = (from: TicketState): readonly TicketState[] => MOVES[from];

export const canMoveTicket = (from: TicketState, to: TicketState) => MOVES[from].includes(to);

/** Declining tells the reporter why: a reason is required. */
export const ticketMoveNeedsReason = (to: TicketState) => to === 'declined';

/** A ticket still being worked on: replies, attachments and regeneration are open. */
export const isTicketOpen = (state: TicketState) => state === 'new' || state === 'in_process';
