import { type BookingCalendar, type BookingCalendarQuery, ROLE } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repository from './booking-calendar.repository.ts';

type Deps = { db: Database };

/**
 * The staff calendar of trial lessons (decision 044). A teacher or diagnostician sees their own
 * lessons; a manager of the project sees everyone's and may pick one staff member. Naming anyone
 * else (or a stranger to the project) is answered 404, like any foreign record.
 */
export function createBookingCalendarService({ db }: Deps) {
  return {
    async getCalendar(
      auth: AuthContext,
      isSandbox: boolean,
      query: BookingCalendarQuery,
    ): Promise<BookingCalendar> {
      const workspaceId = query.workspace_id;
      const roles = auth.user.workspaces.find((w) => w.workspaceId === workspaceId)?.roles ?? [];
      const canSeeAll = auth.user.isRoot || roles.includes(ROLE.manager);
      const staff = await repository.listStaff(db, workspaceId);
      let staffId = query.staff_id;
      if (canSeeAll) {
        if (staffId !== undefined && !staff.some((s) => s.id === staffId)) {
          throw new AppError('NOT_FOUND');
        }
      } else {
        if (staffId !== undefined && staffId !== auth.user.id) throw new AppError('NOT_FOUND');
        staffId = auth.user.id;
      }
      const [timeZone, bookings] = await Promise.all([
        repository.findStaffTimeZone(db, workspaceId, auth.user.id),
        repository.listBookings(db, {
          workspaceId,
          isSandbox,
          from: new Date(query.from),
          to: new Date(query.to),
          ...(staffId === undefined ? {} : { staffId }),
        }),
      ]);
      return {
        time_zone: timeZone,
        can_see_all: canSeeAll,
        is_sandbox: isSandbox,
        staff: canSeeAll ? staff : staff.filter((s) => s.id === auth.user.id),
        bookings,
      };
    },
  };
}
