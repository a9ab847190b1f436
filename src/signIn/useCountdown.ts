import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (a `Date.now()` time), updated every second; 0 once it has passed. */
export const useCountdown = (deadline: number): number => {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]); // `left` reads only `deadline`
  return seconds;
};
