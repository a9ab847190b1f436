/** Moves to another hash route; the entry's hashchange listener picks the screen (src/entry/Entry.tsx). */
export const goTo = (path: string): void => {
  window.location.hash = `#${path}`;
};
