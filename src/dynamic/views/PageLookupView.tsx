import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import type { PageLookup } from '../pages';
import { PageProblems } from './PageProblems';
import { ScreenMessage } from './ScreenMessage';

/** What a page lookup shows until the definition is ready: loading, 'notFoundPage', its errors, or a failure. */
export const PageLookupView = ({ lookup, children }: { lookup: PageLookup; children: (page: PageDefinition) => ReactNode }) => {
  const translate = useTranslate();
  switch (lookup.status) {
    case 'loading':
      return <Loading />;
    case 'notFound':
      return <ScreenMessage messageKey="app.pages.notFoundPage" />;
    case 'invalid':
      return <PageProblems errors={lookup.errors} />;
    case 'failed':
      return <Alert severity="error" sx={{ my: 2 }}>{translate('app.pages.loadFailed')}</Alert>;
    case 'ready':
      return <>{children(lookup.page)}</>;
  }
};
