import { mobileThreshold } from '@sitewright/model';
import { useEffect, useState } from 'react';

const query = `(max-width: ${mobileThreshold - 0.02}px)`;

/** Whether the window is narrower than spec §9's 768 px mobile threshold; follows resizes. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
