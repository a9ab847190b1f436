import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { visuallyHidden } from '../../ui/visuallyHidden';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The skeleton's height while loading, about the figures' own. */
  height: number;
  /** True when the answer has nothing to show: "No sales in this period" instead of an empty chart. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** One card's or chart's load: a skeleton, the failure with a retry, the empty message, or the figures. */
export const QueryState = <T,>({ query, height, isEmpty, children }: QueryStateProps<T>) => {
  const translate = useTranslate();
  // A retry after a failure shows the skeleton again, rather than the old failure.
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          {translate('app.dashboard.loading')}
        </Box>
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  }
  if (query.isError) {
    const failure = failureMessage(query.error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('app.dashboard.retry')}
          </Button>
        }
      >
        {translate('app.dashboard.loadFailed')} {translate(failure.message, { ...failure.args, _: failure.message })}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>;
  }
  return <>{children(query.data)}</>;
};
