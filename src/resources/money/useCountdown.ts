import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (never below 0), ticking every second. */
export const useCountdown = (until: string | null): number => {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return undefined;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // `left` reads only `until`.
  }, [until]);
  return seconds;
};

/** 125 → '2:05'. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
