import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { failureMessage } from './failureMessage';

type DataOf<Q extends readonly UseQueryResult[]> = { [K in keyof Q]: Q[K] extends UseQueryResult<infer T> ? T : never };

/**
 * What a screen needs before it can draw (its choice lists, the permission catalogue): a progress bar while they
 * load, and when one fails, why and "Try again" (each failed one asked again) instead of a bar that never ends; its
 * calls are quiet, so this is the one place the failure is said. Draws `children` with their data once every one
 * has it. All three are drawn in one box that takes the keyboard's focus from "Try again" as the button goes: focus
 * stays where the person was (Tab goes on into the form once it is in) instead of falling back to the page's start.
 */
export const LoadState = <Q extends readonly UseQueryResult[]>({ queries, children }: {
  queries: readonly [...Q];
  children: (...data: DataOf<Q>) => ReactNode;
}) => {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  // A failed refetch keeps its data: the screen goes on drawing from it (a form's unsaved changes included).
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  const retry = () => {
    box.current?.focus();
    failed.forEach((query) => void query.refetch());
  };
  const drawn = (): ReactNode => {
    // A retry shows the bar again rather than the old failure.
    if (failed.length > 0 && !failed.some((query) => query.isFetching)) {
      const failure = failureMessage(failed[0].error);
      return (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={retry}>{translate('app.data.retry')}</Button>}>
          {translate('app.data.loadFailed')} {translate(failure.message, { ...failure.args, _: failure.message })}
        </Alert>
      );
    }
    if (queries.some((query) => query.data === undefined)) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
    return children(...(queries.map((query) => query.data) as DataOf<Q>));
  };
  return <Box ref={box} tabIndex={-1} sx={{ outline: 'none' }}>{drawn()}</Box>;
};
