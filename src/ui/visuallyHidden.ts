/**
 * Styles that hide an element from the eye but not from screen readers (a chart's figures as a table, a loading
 * notice beside a skeleton): MUI's own `visuallyHidden`, which @mui/material does not re-export.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
