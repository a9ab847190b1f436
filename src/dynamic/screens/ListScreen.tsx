import Box from '@mui/material/Box';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiForType, usePageDefinition } from '../pages';
import { PageList } from '../views/PageList';
import { PageAccessGate } from '../views/PageAccessGate';
import { PageLookupView } from '../views/PageLookupView';

const formPath = (pageId: number, mode: string, id?: string | number) =>
  `/form?${new URLSearchParams({ page: String(pageId), mode, ...(id === undefined ? {} : { id: String(id) }) })}`;

/** The hash route /list?page (spec §2): the page's list; rows open in /form, which old links use too. */
const ListScreen = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const lookup = usePageDefinition(search.get('page'));
  const screen = (
    <Box sx={{ mt: 1 }}>
      {lookup.status === 'ready' ? null : <Title title={translate(titleKey)} />}
      <PageLookupView lookup={lookup}>
        {(page) => (
          <PageList
            key={page.id}
            page={page}
            syncWithLocation={false}
            linkOf={(id) => formPath(page.id, apiForType(page, 'update') ? 'edit' : 'show', id)}
            showOf={apiForType(page, 'update') ? (id) => formPath(page.id, 'show', id) : undefined}
            createPath={apiForType(page, 'create') ? formPath(page.id, 'create') : null}
          />
        )}
      </PageLookupView>
    </Box>
  );
  return lookup.status === 'ready' ? <PageAccessGate page={lookup.page}>{screen}</PageAccessGate> : screen;
};

export default ListScreen;
