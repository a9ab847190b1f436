import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * MUI's own English-only texts in the screen's language, as theme default props: the name of the page buttons'
 * navigation (MUI's Pagination says "pagination navigation" whatever the language), the Autocomplete's buttons, and
 * a name for every spinner that has none (react-admin's app-bar loader and busy buttons draw nameless ones, which a
 * screen reader announces as an unnamed progress bar).
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
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiPagination: {
          ...outer.components?.MuiPagination,
          defaultProps: { ...outer.components?.MuiPagination?.defaultProps, 'aria-label': navigation },
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
    }),
    [navigation, loading, autocompleteKey],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
