import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * MUI's own English-only texts in the screen's language, as theme default props: the name of the page buttons'
 * navigation (MUI's Pagination says "pagination navigation" whatever the language) and the Autocomplete's buttons.
 */
export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const navigation = translate('app.lists.navigation');
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
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: { ...outer.components?.MuiAutocomplete?.defaultProps, ...(JSON.parse(autocompleteKey) as typeof autocomplete) },
        },
      },
    }),
    [navigation, autocompleteKey],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
