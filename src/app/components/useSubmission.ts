import { useCallback, useRef, useState } from 'react';
import { SERVER_MESSAGES } from '../../shared/messages';
import { errorMessage } from '../api/errors';

export interface Submission {
  /** What the form shows above its fields: the refusal or the failure of the last try. */
  error: string | null;
  /** True once a send succeeded (the forms that then show a thank-you instead of themselves). */
  done: boolean;
  /** The entries are wrong: say why and send nothing. */
  refuse: (message: string) => void;
  /** The entries are right now, and nothing is sent (the page says why elsewhere): the last refusal goes. */
  clear: () => void;
  /** Sends; a rejection shows `failure(err)`, by default the server's message or a generic one. */
  send: (request: () => Promise<unknown>, failure?: (err: unknown) => string) => Promise<void>;
}

const serverOrGeneric = (err: unknown) => errorMessage(err, SERVER_MESSAGES.serverError);

/** The one way a screen's form submits: check, send, then show done or say plainly what went wrong. */
export function useSubmission(): Submission {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Counted, so that a success clears the last error unless the request itself refused (an answer
  // that says nothing was done, such as a payment sent twice).
  const refusals = useRef(0);
  const refuse = useCallback((message: string) => {
    refusals.current += 1;
    setError(message);
  }, []);
  const clear = useCallback(() => setError(null), []);
  // The last error stays while the next try is sent (its form hides it meanwhile, keeping its
  // room): taken away at the tap, the fields and button moved up under a second tap.
  const send = useCallback<Submission['send']>(async (request, failure = serverOrGeneric) => {
    const before = refusals.current;
    try {
      await request();
      if (refusals.current === before) setError(null);
      setDone(true);
    } catch (err) {
      setError(failure(err));
    }
  }, []);
  return { error, done, refuse, clear, send };
}
