import type {
  AvailabilityInput,
  BookingConfirmInput,
  BookingHoldInput,
  BookingSettingsInput,
} from '@slovo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_LINK_HANDLED_CODES, requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';
import { loadBookingSchemas } from './load-booking-schemas.ts';

const settingsKey = (workspaceId: number) =>
  [WORKSPACE_QUERY_KEY, workspaceId, 'booking', 'settings'] as const;
const availabilityKey = (workspaceId: number) =>
  [WORKSPACE_QUERY_KEY, workspaceId, 'booking', 'availability'] as const;

export function useBookingSettings(workspaceId: number) {
  return useQuery({
    queryKey: settingsKey(workspaceId),
    queryFn: ({ signal }) =>
      requestData(`/appointment/settings?workspace_id=${workspaceId}`, {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingSettingsSchema),
      }),
  });
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettingsInput) =>
      requestData('/appointment/settings', {
        method: 'PUT',
        body,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingSettingsSchema),
        isSilent: true,
      }),
    onSuccess: (data, body) => queryClient.setQueryData(settingsKey(body.workspace_id), data),
  });
}

export function useAvailability(workspaceId: number) {
  return useQuery({
    queryKey: availabilityKey(workspaceId),
    queryFn: ({ signal }) =>
      requestData(`/appointment/availability?workspace_id=${workspaceId}`, {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.AvailabilitySchema),
      }),
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) =>
      requestData('/appointment/availability', {
        method: 'PUT',
        body,
        schema: () => loadBookingSchemas().then((schemas) => schemas.AvailabilitySchema),
        isSilent: true,
      }),
    onSuccess: (data, body) => queryClient.setQueryData(availabilityKey(body.workspace_id), data),
  });
}

// The public wizard: no workspace, no session.

export function useBookingPage() {
  return useQuery({
    queryKey: ['booking-page'],
    queryFn: ({ signal }) =>
      requestData('/appointment', {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingPageSchema),
      }),
  });
}

/** Free starts for the wizard, or (with a family's link token) where their lesson may move. */
export function useBookingSlots(range: { from: string; to: string } | null, manageToken?: string) {
  const path = manageToken ? `/appointment/manage/${manageToken}/slots` : '/appointment/slots';
  return useQuery({
    queryKey: ['booking-slots', manageToken ?? null, range],
    enabled: range !== null,
    queryFn: ({ signal }) =>
      requestData(
        `${path}?from=${encodeURIComponent(range?.from ?? '')}&to=${encodeURIComponent(range?.to ?? '')}`,
        {
          signal,
          schema: () => loadBookingSchemas().then((schemas) => schemas.BookingSlotsSchema),
        },
      ),
  });
}

export function useHoldSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    // A hold takes its start, and one it replaces is free again: the week shows both.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking-slots', null] }),
    mutationFn: (body: BookingHoldInput) =>
      requestData('/appointment', {
        method: 'POST',
        body,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingHoldSchema),
        handledCodes: [
          'BOOKING_SLOT_TAKEN',
          'BOOKING_DATE_TAKEN',
          'BOOKING_AGE_TOO_YOUNG',
          'BOOKING_COURSE_AGE',
        ],
      }),
  });
}

export function useConfirmBooking() {
  return useMutation({
    mutationFn: (body: BookingConfirmInput) =>
      requestData('/appointment/client', {
        method: 'POST',
        body,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingConfirmedSchema),
        handledCodes: ['BOOKING_HOLD_EXPIRED', 'BOOKING_DATE_TAKEN'],
      }),
  });
}

// The family's cancel-or-move page (decision 043): the token from their e-mail is the key.

const manageKey = (token: string) => ['booking-manage', token] as const;

export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: manageKey(token),
    queryFn: ({ signal }) =>
      requestData(`/appointment/manage/${token}`, {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingManageSchema),
        handledCodes: FAMILY_LINK_HANDLED_CODES,
      }),
    retry: false,
  });
}

export function useChangeBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { action: 'cancel' } | { action: 'move'; starts_at: string }) =>
      requestData(`/appointment/manage/${token}/${change.action}`, {
        method: 'POST',
        ...(change.action === 'move' ? { body: { starts_at: change.starts_at } } : {}),
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingManageSchema),
        handledCodes: [
          'BOOKING_SLOT_TAKEN',
          'BOOKING_DATE_TAKEN',
          'BOOKING_CHANGE_CLOSED',
          'BOOKING_NOT_ACTIVE',
        ],
      }),
    onSuccess: (data) => queryClient.setQueryData(manageKey(token), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking-slots', token] }),
  });
}

// The managers' call-back tasks.

type TaskFilter = 'open' | 'done' | 'all';
const tasksKey = (workspaceId: number) =>
  [WORKSPACE_QUERY_KEY, workspaceId, 'booking', 'tasks'] as const;

export function useAdminTasks(workspaceId: number, state: TaskFilter) {
  return useQuery({
    queryKey: [...tasksKey(workspaceId), state],
    queryFn: ({ signal }) =>
      requestData(`/admin-tasks?workspace_id=${workspaceId}&state=${state}`, {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.AdminTaskListSchema),
      }),
  });
}

export function useSetTaskDone(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isDone }: { id: number; isDone: boolean }) =>
      requestData(`/admin-tasks/${id}/${isDone ? 'done' : 'undo'}`, {
        method: 'POST',
        body: { workspace_id: workspaceId },
        schema: () => loadBookingSchemas().then((schemas) => schemas.AdminTaskSchema),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey(workspaceId) }),
  });
}

export function useReplicateClient(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      requestData('/replicate-client', {
        method: 'POST',
        body: { workspace_id: workspaceId, booking_id: bookingId },
        schema: () => loadBookingSchemas().then((schemas) => schemas.ReplicatedClientSchema),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey(workspaceId) }),
  });
}

/** Booked trial lessons in a UTC range: one's own, or a manager's pick (decision 044). */
export function useBookingCalendar(
  workspaceId: number,
  range: { from: string; to: string },
  staffId: number | null,
) {
  const params = new URLSearchParams({ workspace_id: String(workspaceId), ...range });
  if (staffId !== null) params.set('staff_id', String(staffId));
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'booking', 'calendar', range, staffId] as const,
    queryFn: ({ signal }) =>
      requestData(`/booking-calendar?${params}`, {
        signal,
        schema: () => loadBookingSchemas().then((schemas) => schemas.BookingCalendarSchema),
      }),
    placeholderData: (previous) => previous,
  });
}
