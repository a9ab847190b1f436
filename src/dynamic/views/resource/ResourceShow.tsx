import { Show, useRecordContext, useRefresh } from 'react-admin';
import type { PageDefinition } from '../../../api/pageDefinition';
import { RecordView } from '../RecordView';
import { useDoneHandler } from '../useDoneHandler';
import { RecordLoadFailed } from './RecordLoadFailed';
import { resourceQuery } from './resourceQuery';
import { useRecordLoadError } from './useRecordLoadError';

const ShowBody = ({ page }: { page: PageDefinition }) => {
  const record = useRecordContext();
  const refresh = useRefresh();
  const onDone = useDoneHandler({ reload: refresh, page });
  if (!record) return null;
  return <RecordView page={page} mode="show" record={record} query={resourceQuery(page, 'show', record.id)} onDone={onDone} />;
};

/** A page resource's record, read-only, with the show-mode buttons. */
const ResourceShow = ({ page }: { page: PageDefinition }) => {
  const onError = useRecordLoadError(page.resource);
  return (
    <Show
      resource={page.resource} title={page.name} actions={false} sx={{ '& .RaShow-card': { p: 2 } }}
      queryOptions={{ onError }} error={<RecordLoadFailed />}
    >
      <ShowBody page={page} />
    </Show>
  );
};

export default ResourceShow;
