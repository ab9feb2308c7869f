import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissNotice, notify } from './notify.ts';

const shown = () =>
  notificationsStore.getState().notifications.map(({ color, message }) => ({ color, message }));

describe('notify', () => {
  beforeEach(() => notifications.clean());

  it('shows the same notice once however often it is asked for', () => {
    notify({ color: 'green', message: 'Student “Marko” saved' });
    notify({ color: 'green', message: 'Student “Marko” saved' });
    notify({ color: 'green', message: 'Student “Marko” saved' });
    expect(shown()).toEqual([{ color: 'green', message: 'Student “Marko” saved' }]);
  });

  it('shows different notices side by side', () => {
    notify({ color: 'green', message: 'Student “Marko” saved' });
    notify({ color: 'green', message: 'Student “Olena” saved' });
    notify({ color: 'red', message: 'Student “Marko” saved' });
    expect(shown()).toHaveLength(3);
  });

  it('replaces the text of a notice known by its id, and takes it away', () => {
    notify({ id: 'child-screen', color: 'orange', message: 'Lost the connection' });
    notify({ id: 'child-screen', color: 'teal', message: 'Back again' });
    expect(shown()).toEqual([{ color: 'teal', message: 'Back again' }]);
    dismissNotice('child-screen');
    expect(shown()).toEqual([]);
  });
});
