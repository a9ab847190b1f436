/** A phone's screen (under 600 px) for MUI's media queries: every max-width query matches. */
export const onPhone = () => {
  const query = (media: string) => ({
    matches: media.includes('max-width'), media, onchange: null, dispatchEvent: () => false,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
  return () => Reflect.deleteProperty(window, 'matchMedia');
};
