/** The screen's titles and menu entry, in English (the default and fallback language). */
export const english = {
  app: {
    menu: { pageEditor: 'Page Editor' },
    screens: {
      pageEditor: 'Page Editor',
    },
  },
};
