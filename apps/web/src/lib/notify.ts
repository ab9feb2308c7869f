import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { i18n } from './i18n.ts';

/**
 * The one way to show a notification. A notice is known by its id, or else by its colour and
 * text: showing one that is already on screen replaces it instead of stacking a copy under it,
 * so a button pressed three times, or two screens reporting the same thing, show one notice.
 */
export function notify(notice: NotificationData): void {
  const id = notice.id ?? readNoticeId(notice);
  // The close button is a bare cross: a screen reader needs its name.
  const closeButtonProps = { 'aria-label': i18n.t('common:actions.close') };
  const isShown = notificationsStore.getState().notifications.some((item) => item.id === id);
  if (isShown) notifications.update({ closeButtonProps, ...notice, id });
  else notifications.show({ closeButtonProps, ...notice, id });
}

function readNoticeId({ color, title, message }: NotificationData): string | undefined {
  // A notice whose text is markup has no text to compare: it is shown as it comes.
  if (typeof message !== 'string') return undefined;
  const heading = typeof title === 'string' ? title : '';
  return `notice:${color ?? ''}:${heading}:${message}`;
}

/** Takes a notice off the screen (one the screen has made moot). */
export function dismissNotice(id: string): void {
  notifications.hide(id);
}
