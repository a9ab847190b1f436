import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A chart or list of the dashboard: a section named by its heading, an optional note (per day, per month), then it. */
export const ChartSection = ({ title, note, children }: { title: string; note?: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
};
