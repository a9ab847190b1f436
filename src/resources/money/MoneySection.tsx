import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { moneyFailure } from './moneyFailure';

interface MoneySectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Beside the heading (the Move money button). */
  action?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One part of /merchants: a titled region (screen readers jump between them), its load, failure with a retry, or content. */
export const MoneySection = <T,>({ title, query, action, children }: MoneySectionProps<T>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = useId();
  let body: ReactNode;
  if (query.isPending || (query.isError && query.isFetching)) {
    body = (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          {translate('app.money.loading')}
        </Box>
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  } else if (query.isError) {
    const failure = moneyFailure(query.error, locale);
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{translate('app.money.retry')}</Button>}>
        {translate('app.money.loadFailed')} {translate(failure.message, { ...failure.args, _: failure.message })}
      </Alert>
    );
  } else {
    body = children(query.data);
  }
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {body}
    </Box>
  );
};
