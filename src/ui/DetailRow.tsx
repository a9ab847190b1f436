import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term and its value in a details list (`<dl>`): the label above or beside its value, read as a pair. */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    {/* A long value without spaces (an e-mail, a key) breaks within the screen rather than reach past a phone's edge. */}
    <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);
