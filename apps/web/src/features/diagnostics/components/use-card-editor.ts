import type { DiagnosticCard } from '@slovo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildApiHeaders, getApiAddress, isApiError } from '../../../lib/api-client.ts';
import { useWriteDiagnosticCardMutation } from '../api/change-diagnostic-card.ts';
import {
  buildCardSave,
  type CardContent,
  dropCardDraft,
  getCardContent,
  isSameContent,
  keepCardDraft,
  readCardDraft,
  resolveCardDraft,
} from './card-drafts.ts';

/** Typing pauses this long before the draft is saved. */
const AUTOSAVE_DELAY_MS = 1500;
/** After a failed save (no connection, server trouble): 5 s, doubling, at most a minute. */
const RETRY_FIRST_MS = 5000;
const RETRY_MAX_MS = 60_000;

export type SaveState =
  /** The server has everything on screen; `at` is the time of this screen's last save. */
  | { kind: 'saved'; at: Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** Not saved (no connection or a server failure): kept on this device, tried again. */
  | { kind: 'offline' }
  /** The server refused the content (a field); kept on this device until it is fixed. */
  | { kind: 'invalid'; fields: { path: string; message: string }[] }
  /** Someone else saved, sent or moved the card meanwhile: the user chooses what to keep. */
  | { kind: 'conflict' };

export type CardWriteKind = 'save' | 'send';

/**
 * The card's content as the screen edits it, saved by itself while typing (decision 036): every
 * change is kept in this browser at once and sent after a pause, with the revision it was made
 * on; a tab being closed sends what is pending on its way out. A save that meets someone else's
 * save stops and asks; nothing typed is dropped without the user choosing so.
 */
export function useCardEditor(
  card: DiagnosticCard,
  userId: number,
  reload: () => Promise<DiagnosticCard | undefined>,
) {
  const write = useWriteDiagnosticCardMutation();
  const [initial] = useState(() => resolveCardDraft(card, readCardDraft(userId, card.id)));
  const [content, setContentState] = useState<CardContent>(initial.content);
  const [state, setState] = useState<SaveState>(
    initial.restored === 'conflict'
      ? { kind: 'conflict' }
      : initial.restored === 'restored'
        ? { kind: 'pending' }
        : { kind: 'saved', at: null },
  );
  const contentRef = useRef(content);
  const savedRef = useRef(getCardContent(card));
  const revisionRef = useRef(card.revision);
  const stateRef = useRef(state);
  const inFlightRef = useRef<Promise<unknown> | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retryMsRef = useRef(RETRY_FIRST_MS);

  const changeState = useCallback((next: SaveState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const autosaveRef = useRef<() => Promise<void>>(async () => undefined);

  const cancelTimer = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const schedule = useCallback(
    (delay: number) => {
      cancelTimer();
      timerRef.current = setTimeout(() => void autosaveRef.current(), delay);
    },
    [cancelTimer],
  );

  /** The server now holds `sent` at `saved.revision`. */
  const accept = useCallback(
    (saved: DiagnosticCard, sent: CardContent) => {
      revisionRef.current = saved.revision;
      savedRef.current = sent;
      retryMsRef.current = RETRY_FIRST_MS;
      if (isSameContent(contentRef.current, sent)) {
        dropCardDraft(userId, card.id);
        changeState({ kind: 'saved', at: new Date() });
        return true;
      }
      return false;
    },
    [card.id, userId, changeState],
  );

  /** Sends the content with the revision it was made on; tells the state what came back. */
  const send = useCallback(
    async (kind: CardWriteKind, allowRequiredEmpty: boolean) => {
      const sent = contentRef.current;
      const body = buildCardSave(card, revisionRef.current, sent, allowRequiredEmpty);
      try {
        const saved = await write.mutateAsync({ kind, cardId: card.id, body });
        return { saved, isCurrent: accept(saved, sent) };
      } catch (error) {
        if (isApiError(error) && error.status === 409 && error.code !== 'CONFLICT') {
          // DIAGNOSTIC_CARD_CHANGED or _LOCKED: another save, a send or a status came first.
          changeState({ kind: 'conflict' });
        } else if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
          changeState({ kind: 'invalid', fields: error.fields });
        }
        throw error;
      }
    },
    [card, write, accept, changeState],
  );

  const autosave = useCallback(async (): Promise<void> => {
    timerRef.current = null;
    if (inFlightRef.current || stateRef.current.kind === 'conflict') return;
    if (isSameContent(contentRef.current, savedRef.current)) {
      dropCardDraft(userId, card.id);
      changeState({ kind: 'saved', at: null });
      return;
    }
    changeState({ kind: 'saving' });
    const attempt = send('save', true);
    inFlightRef.current = attempt;
    try {
      const { isCurrent } = await attempt;
      // Typed on while it saved: the rest follows after the usual pause.
      if (!isCurrent) schedule(AUTOSAVE_DELAY_MS);
    } catch (error) {
      // Read afresh: `send` has set the state meanwhile.
      const { kind } = stateRef.current as SaveState;
      if (kind !== 'conflict' && kind !== 'invalid') {
        const isRefusal = isApiError(error) && error.status !== null && error.status < 500;
        if (isRefusal && error.status !== 429) changeState({ kind: 'invalid', fields: [] });
        else {
          changeState({ kind: 'offline' });
          schedule(retryMsRef.current);
          retryMsRef.current = Math.min(retryMsRef.current * 2, RETRY_MAX_MS);
        }
      }
    } finally {
      inFlightRef.current = null;
    }
  }, [card.id, userId, send, changeState, schedule]);
  autosaveRef.current = autosave;

  const setContent = useCallback(
    (update: (current: CardContent) => CardContent) => {
      const next = update(contentRef.current);
      contentRef.current = next;
      setContentState(next);
      keepCardDraft({ userId, cardId: card.id, revision: revisionRef.current, content: next });
      if (stateRef.current.kind === 'conflict') return;
      changeState({ kind: 'pending' });
      schedule(AUTOSAVE_DELAY_MS);
    },
    [card.id, userId, changeState, schedule],
  );

  /** An explicit save or send: whatever autosave had pending goes with it. */
  const commit = useCallback(
    async (kind: CardWriteKind, allowRequiredEmpty: boolean) => {
      cancelTimer();
      await inFlightRef.current?.catch(() => undefined);
      changeState({ kind: 'saving' });
      try {
        return (await send(kind, allowRequiredEmpty)).saved;
      } catch (error) {
        if (stateRef.current.kind === 'saving') {
          const isSaved = isSameContent(contentRef.current, savedRef.current);
          changeState(isSaved ? { kind: 'saved', at: null } : { kind: 'pending' });
        }
        throw error;
      }
    },
    [send, changeState, cancelTimer],
  );

  /**
   * Takes the card as the server has it now (after a conflict, a status change or a failed
   * send): mine goes on top of it and is saved, or theirs replaces what is on screen.
   */
  const adopt = useCallback(
    (fresh: DiagnosticCard, keep: 'mine' | 'theirs') => {
      cancelTimer();
      revisionRef.current = fresh.revision;
      savedRef.current = getCardContent(fresh);
      if (keep === 'theirs' || !fresh.can_edit) {
        contentRef.current = savedRef.current;
        setContentState(savedRef.current);
        dropCardDraft(userId, card.id);
        changeState({ kind: 'saved', at: null });
        return;
      }
      const content = contentRef.current;
      keepCardDraft({ userId, cardId: card.id, revision: fresh.revision, content });
      changeState({ kind: 'pending' });
      schedule(0);
    },
    [userId, card.id, changeState, cancelTimer, schedule],
  );

  const settle = useCallback(
    async (keep: 'mine' | 'theirs') => {
      const fresh = await reload();
      if (fresh) adopt(fresh, keep);
    },
    [reload, adopt],
  );

  // Once per card screen: the refs carry what changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once, reads refs
  useEffect(() => {
    // Kept edits made on the current revision go to the server at once.
    if (initial.restored === 'restored') schedule(0);
    // Leaving the page (a closed tab, a reload): what is pending is sent on the way out.
    const sendOnLeave = () => {
      if (stateRef.current.kind === 'conflict' || stateRef.current.kind === 'invalid') return;
      if (isSameContent(contentRef.current, savedRef.current)) return;
      const headers = buildApiHeaders('application/json');
      headers.set('Content-Type', 'application/json');
      const body = buildCardSave(card, revisionRef.current, contentRef.current, true);
      void fetch(`${getApiAddress()}/clients/diagnostic-cards/${card.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', sendOnLeave);
    return () => {
      window.removeEventListener('pagehide', sendOnLeave);
      cancelTimer();
    };
  }, []);

  const isDirty = !isSameContent(content, savedRef.current);
  return { content, setContent, state, isDirty, commit, adopt, settle };
}
