import { createContext, useContext } from 'react';

import type { SignedInSession } from './session-query';

export const SignedInSessionContext = createContext<SignedInSession | null>(null);

/** The session of the signed-in user; only inside the session gate. */
export function useSignedInSession(): SignedInSession {
  const session = useContext(SignedInSessionContext);
  if (!session) throw new Error('useSignedInSession needs the <SessionGate> above it');
  return session;
}
