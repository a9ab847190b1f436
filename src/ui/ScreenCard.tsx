import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A screen of the shell: `title` in the app bar (react-admin's Title) and as the page's one h1, then the content. */
export const ScreenCard = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
