import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * MUI's own English-only texts in the screen's language, as theme default props: the name of the page buttons'
 * navigation (MUI's Pagination says "pagination navigation" whatever the language), the previous and next page
 * buttons of a list at phone width (react-admin's small-screen pagination is MUI's TablePagination without its
 * labels: "Go to previous page"), the Autocomplete's buttons, and a name for every spinner that has none
 * (react-admin's app-bar loader and busy buttons draw nameless ones, which a screen reader announces as an unnamed
 * progress bar).
 */
export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const navigation = translate('app.lists.navigation');
  const loading = translate('ra.page.loading');
  const autocomplete = {
    openText: translate('app.lists.open'),
    closeText: translate('app.lists.close'),
    clearText: translate('app.lists.clear'),
    noOptionsText: translate('app.lists.noOptions'),
    loadingText: translate('app.lists.loading'),
  };
  const autocompleteKey = JSON.stringify(autocomplete);
  // react-admin's words for its own page buttons on wide screens, so both widths say the same.
  const pageButtons = {
    first: translate('ra.navigation.first'),
    last: translate('ra.navigation.last'),
    next: translate('ra.navigation.next'),
    previous: translate('ra.navigation.previous'),
  };
  const pageButtonsKey = JSON.stringify(pageButtons);
  const rowsPerPage = translate('ra.navigation.page_rows_per_page');
  const theme = useCallback(
    (outer: Theme): Theme => {
      const pageLabels = JSON.parse(pageButtonsKey) as typeof pageButtons;
      return {
        ...outer,
        components: {
          ...outer.components,
          MuiPagination: {
            ...outer.components?.MuiPagination,
            defaultProps: { ...outer.components?.MuiPagination?.defaultProps, 'aria-label': navigation },
          },
          MuiTablePagination: {
            ...outer.components?.MuiTablePagination,
            defaultProps: {
              ...outer.components?.MuiTablePagination?.defaultProps,
              getItemAriaLabel: (type: keyof typeof pageButtons) => pageLabels[type],
              labelRowsPerPage: rowsPerPage,
            },
          },
          MuiCircularProgress: {
            ...outer.components?.MuiCircularProgress,
            defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading },
          },
          MuiAutocomplete: {
            ...outer.components?.MuiAutocomplete,
            defaultProps: { ...outer.components?.MuiAutocomplete?.defaultProps, ...(JSON.parse(autocompleteKey) as typeof autocomplete) },
          },
        },
      };
    },
    [navigation, loading, autocompleteKey, pageButtonsKey, rowsPerPage],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
