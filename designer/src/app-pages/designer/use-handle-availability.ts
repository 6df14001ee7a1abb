import { handleAvailabilityMessage, timings, validateHandle } from '@sitewright/model';
import { useEffect, useState } from 'react';
import { websitesApi } from './websites-api.ts';

export type HandleCheck =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' | 'unavailable'; handle: string; message: string };

/**
 * Spec §4 "Web-address availability": checking, available, unavailable, debounced 3000 ms (§9)
 * after the last keystroke, with the three §5 messages. An invalid handle is told at once.
 */
export function useHandleAvailability(input: string, websiteId: string): HandleCheck {
  const [check, setCheck] = useState<HandleCheck>({ state: 'idle' });
  useEffect(() => {
    if (input === '') {
      setCheck({ state: 'idle' });
      return;
    }
    const valid = validateHandle(input);
    if (!valid.ok) {
      setCheck({ state: 'invalid', message: valid.message });
      return;
    }
    setCheck({ state: 'checking' });
    let current = true;
    const timer = setTimeout(() => {
      websitesApi.checkHandle(valid.value, websiteId).then(
        (answer) => {
          if (!current) return;
          const state = answer.available ? 'available' : 'unavailable';
          setCheck({
            state,
            handle: answer.handle,
            message: handleAvailabilityMessage(state) ?? answer.message,
          });
        },
        (error: { message: string }) => current && setCheck({ state: 'invalid', message: error.message }),
      );
    }, timings.handleCheckDebounce);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, websiteId]);
  return check;
}
