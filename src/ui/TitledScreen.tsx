import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

/** A portal screen: its title as the page's one h1, above react-admin's view. */
export const TitledScreen = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      {children}
    </Box>
  );
};

/**
 * The props a Show or Edit of the route's record (`:id`) takes on every portal screen: a record that does not
 * exist or is another merchant's is said once, in place, with `notFoundKey` (an alert; getOne asks the HTTP client
 * for no 404 notice beside it), not redirected away.
 */
export const useRecordScreen = (titleKey: string, notFoundKey: string) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return {
    id,
    title: translate(titleKey),
    queryOptions: { onError: () => undefined },
    error: <Alert severity="warning" sx={{ m: 2 }}>{translate(notFoundKey)}</Alert>,
  };
};
