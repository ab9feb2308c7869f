import { ROLE } from '@slovo/contracts';
import { describe, expect, it } from 'vitest';
import { describeFigureList } from './figure-list.ts';

describe('describeFigureList', () => {
  it('links a list the viewer may open, by the route table', () => {
    expect(describeFigureList('projects', [ROLE.root])).toEqual({
      kind: 'link',
      path: '/projects',
    });
    expect(describeFigureList('users', [ROLE.manager])).toEqual({ kind: 'link', path: '/users' });
  });

  it("names another role's list and every role that keeps it, for root", () => {
    expect(describeFigureList('users', [ROLE.root])).toEqual({
      kind: 'kept',
      routeId: 'users',
      roles: ['manager'],
    });
    expect(describeFigureList('reportsTickets', [ROLE.root])).toEqual({
      kind: 'kept',
      routeId: 'reportsTickets',
      roles: ['moderator'],
    });
    expect(describeFigureList('diagnosticianClients', [ROLE.root])).toEqual({
      kind: 'kept',
      routeId: 'diagnosticianClients',
      roles: ['teacher', 'diagnostician'],
    });
  });

  it('says nothing of a list that is not built', () => {
    expect(describeFigureList('acceptNewRole', [ROLE.root])).toBeNull();
  });
});
