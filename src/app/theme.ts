import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes with colours that meet WCAG 2.2 AA (4.5:1 for text): the app bar (secondary), buttons and
 * links (primary), the outlined state colours on paper, and the text of read-only fields, which people read.
 * test/web/app/theme.test.ts computes every pair's ratio.
 */
/**
 * Shared by both themes. At 320 px (or 400 % zoom) nothing may push the page sideways: the content column may shrink
 * below its widest child, and a list's table scrolls inside its own card.
 */
const sharedComponents = {
  // react-admin's layout is at least as wide as its content (min-width: fit-content).
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  // react-admin's validators check every form and say what is wrong in the screen's language; the browser's own
  // check (an e-mail field's bubble) would speak the browser's language and stop the submit before them.
  RaSimpleForm: { defaultProps: { noValidate: true } },
  // The bulk toolbar (ticked rows) sits above the table in the flow: react-admin slides it up over the list's own
  // toolbar, outside the content box, whose sideways scroll (above) would clip it and leave its buttons unclickable.
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } } } },
  // Long menu labels ('Danh sách tệp báo cáo đã xuất', a page's own name) wrap instead of ending in '…'; the closed
  // sidebar shows icons only (and each label in a tooltip), so nothing wraps there.
  RaMenuItemLink: {
    styleOverrides: {
      root: {
        whiteSpace: 'normal',
        '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere' },
        '.RaSidebar-closed & .MuiTypography-noWrap': { whiteSpace: 'nowrap', overflow: 'hidden' },
      },
    },
  },
};

/** The form toolbar's background in the light theme. */
export const TOOLBAR_LIGHT = '#f5f5f5';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0', contrastText: '#ffffff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    warning: { main: '#9a4b00', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.65)', disabled: 'rgba(0, 0, 0, 0.6)' },
  },
  components: {
    ...defaultLightTheme.components,
    ...sharedComponents,
    // react-admin's grey[300] form toolbar leaves primary buttons at 4.35:1.
    RaToolbar: { styleOverrides: { root: { backgroundColor: TOOLBAR_LIGHT } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...sharedComponents },
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#90caf9', contrastText: '#000000' },
    secondary: { main: '#90caf9', contrastText: '#000000' },
    info: { main: '#81d4fa', contrastText: '#000000' },
    success: { main: '#81c784', contrastText: '#000000' },
    warning: { main: '#ffb74d', contrastText: '#000000' },
    error: { main: '#ef9a9a', contrastText: '#000000' },
    text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.75)', disabled: 'rgba(255, 255, 255, 0.65)' },
  },
};
