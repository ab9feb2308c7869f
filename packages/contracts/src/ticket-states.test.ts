import { describe, expect, it } from 'vitest';
import {
  canMoveTicket,
  isTicketOpen,
  nextTicketStates,
  TICKET_STATES,
  ticketMoveNeedsReason,
} from './ticket-states.ts';

describe('ticket state machine', () => {
  it('moves new -> in process -> done -> archived', () => {
    expect(canMoveTicket('new', 'in_process')).toBe(true);
    expect(canMoveTicket('in_process', 'done')).toBe(true);
    expect(canMoveTicket('done', 'archived')).toBe(true);
  });

  it('declines a new or in-process ticket, and archives a declined one', () => {
    expect(canMoveTicket('new', 'declined')).toBe(true);
    expect(canMoveTicket('in_process', 'declined')).toBe(true);
    expect(canMoveTicket('declined', 'archived')).toBe(true);
  });

  it('refuses to skip work, to reopen, to stay put, or to leave the archive', () => {
    expect(canMoveTicket('new', 'done')).toBe(false);
    expect(canMoveTicket('done', 'in_process')).toBe(false);
    expect(canMoveTicket('declined', 'new')).toBe(false);
    for (const state of TICKET_STATES) expect(canMoveTicket(state, state)).toBe(false);
    expect(nextTicketStates('archived')).toEqual([]);
  });

  it('requires a reason only to decline', () => {
    expect(TICKET_STATES.filter(ticketMoveNeedsReason)).toEqual(['declined']);
  });

  it('keeps only new and in-process tickets open', () => {
    expect(TICKET_STATES.filter(isTicketOpen)).toEqual(['new', 'in_process']);
  });
});
