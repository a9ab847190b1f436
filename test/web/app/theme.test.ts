import { darkTheme, lightTheme, TOOLBAR_LIGHT } from '../../../src/app/theme';

/** WCAG 2.2 contrast of two colours (#rrggbb, or rgba() over `under`). */
const channels = (color: string, under?: number[]): number[] => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return hex.slice(1).map((part) => parseInt(part, 16));
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  const base = under ?? [255, 255, 255];
  return [r, g, b].map((value, index) => value * a + base[index] * (1 - a));
};
const luminance = (rgb: number[]) =>
  rgb.map((value) => value / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (foreground: string, background: string): number => {
  const back = channels(background);
  const [l1, l2] = [luminance(channels(foreground, back)), luminance(back)].sort((a, b) => b - a);
  return (l1 + 0.05) / (l2 + 0.05);
};

type Palette = Record<string, Record<string, string>>;

const pairsOf = (palette: Palette, surfaces: Record<string, string>): [string, string, string][] => {
  const pairs: [string, string, string][] = [
    ['app bar text', palette.secondary.contrastText, palette.secondary.main],
    ['contained primary button', palette.primary.contrastText, palette.primary.main],
  ];
  for (const [surface, background] of Object.entries(surfaces)) {
    pairs.push([`links and text buttons on ${surface}`, palette.primary.main, background]);
    for (const text of ['primary', 'secondary', 'disabled']) pairs.push([`${text} text on ${surface}`, palette.text[text], background]);
  }
  for (const state of ['info', 'success', 'warning', 'error']) {
    pairs.push([`outlined ${state} on paper`, palette[state].main, surfaces.paper]);
    pairs.push([`filled ${state}`, palette[state].contrastText, palette[state].main]);
  }
  return pairs;
};

describe.each([
  // Surfaces: MUI's paper, react-admin's page background, the selected tab's grey and the form toolbar.
  ['light', lightTheme.palette as unknown as Palette, { paper: '#ffffff', page: '#fafafb', tabs: '#f5f5f5', toolbar: TOOLBAR_LIGHT }],
  ['dark', darkTheme.palette as unknown as Palette, { paper: '#121212', page: '#313131', toolbar: '#424242' }],
])('the %s theme meets AA (4.5:1)', (_mode, palette, surfaces) => {
  test.each(pairsOf(palette, surfaces))('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the contrast computation matches the figures axe-core reported (white on #2196f3 is 3.12:1)', () => {
  expect(contrast('#ffffff', '#2196f3')).toBeCloseTo(3.12, 2);
  expect(contrast('#1976d2', '#f5f5f5')).toBeCloseTo(4.22, 2);
});
