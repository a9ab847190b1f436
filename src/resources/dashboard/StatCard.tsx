import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A figure card of the dashboard: its title as a heading (so screen readers can jump between cards), then its figures. */
export const StatCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** The card's main figure. */
export const BigFigure = ({ children }: { children: ReactNode }) => (
  <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
    {children}
  </Typography>
);
