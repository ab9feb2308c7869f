import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { endSession, type LogoutState } from '../../../lib/auth/end-session.ts';

/** Signs out (or reports the expired session) and continues to the sign-in screen. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useLocation().state as Partial<LogoutState> | null;
  const isSessionExpired = state?.isSessionExpired === true;
  // Development mode runs effects twice; the token must be revoked and the notice shown once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void endSession(queryClient, { isSessionExpired }).then(() =>
      navigate('/login', { replace: true }),
    );
  }, [isSessionExpired, navigate, queryClient]);

  return <FullPageLoader />;
}
