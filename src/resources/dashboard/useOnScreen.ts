import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has been on screen (and stays true after): what is below a phone's
 * first screen is drawn when the user scrolls to it. Without IntersectionObserver (jsdom), at once.
 */
export const useOnScreen = (): [(element: Element | null) => void, boolean] => {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [setElement, seen];
};
