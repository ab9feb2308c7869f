import type { LessonPresence } from '@slovo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, notify } from '../../../lib/notify.ts';
import { watchPresence } from '../api/watch-presence.ts';

/** After the teacher's own stream broke, open it again this much later. */
const REOPEN_AFTER_MS = 3000;

/** One notice about the child's screen at a time: a new one replaces the last. */
const NOTICE_ID = 'child-presence';

type ChildPresenceInput = { workspaceId: number; lessonId: number; isActive: boolean };

/**
 * Whether the child's screen follows the lesson, live from the server (null until the stream
 * says, and while it is being opened again). The server already waits out brief reconnects, so
 * every change it reports is real: the teacher is told once when the screen drops and once when
 * it is back.
 */
export function useChildPresence({ workspaceId, lessonId, isActive }: ChildPresenceInput) {
  const [presence, setPresence] = useState<LessonPresence | null>(null);

  useEffect(() => {
    if (!isActive) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const open = () => {
      setPresence(null);
      watchPresence({ workspaceId, lessonId, signal: controller.signal }, setPresence)
        .catch(() => {})
        .finally(() => {
          if (!controller.signal.aborted) timer = window.setTimeout(open, REOPEN_AFTER_MS);
        });
    };
    open();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [workspaceId, lessonId, isActive]);

  useDropNotices(presence);
  return presence;
}

function useDropNotices(presence: LessonPresence | null) {
  const { t } = useTranslation('player');
  // What the current stream said last: a stream that opens again starts over, so its first
  // "nobody yet" (before the screens answer) is no drop.
  const wasConnected = useRef<boolean | null>(null);
  const hasToldDrop = useRef(false);

  useEffect(() => {
    if (!presence) {
      wasConnected.current = null;
      return;
    }
    const isConnected = presence.screens > 0;
    if (wasConnected.current === true && !isConnected) {
      hasToldDrop.current = true;
      showNotice({ color: 'orange', message: t('player:presence.dropped') });
    } else if (wasConnected.current === false && isConnected && hasToldDrop.current) {
      hasToldDrop.current = false;
      showNotice({ color: 'teal', message: t('player:presence.back') });
    }
    wasConnected.current = isConnected;
  }, [presence, t]);

  useEffect(
    () => () => {
      dismissNotice(NOTICE_ID);
    },
    [],
  );
}

/** One notice for the child's screen: the news that it is back replaces that it dropped. */
function showNotice(notice: { color: string; message: string }) {
  notify({ id: NOTICE_ID, ...notice, 'data-testid': 'player-presence-notice' });
}
