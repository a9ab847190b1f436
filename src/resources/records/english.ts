/** The screen's titles, in English (the default and fallback language). */
export const english = {
  app: {
    screens: {
      form: 'Form',
      list: 'List',
    },
  },
};
