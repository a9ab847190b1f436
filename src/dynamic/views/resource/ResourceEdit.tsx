import { Edit, ShowButton, TopToolbar, useRecordContext, useRefresh } from 'react-admin';
import type { PageDefinition } from '../../../api/pageDefinition';
import { apiForType } from '../../pages';
import { PageForm } from '../PageForm';
import { RecordDeleteButton } from '../RecordDeleteButton';
import { useDoneHandler } from '../useDoneHandler';
import { RecordLoadFailed } from './RecordLoadFailed';
import { resourceQuery } from './resourceQuery';
import { useRecordLoadError } from './useRecordLoadError';

const EditForm = ({ page }: { page: PageDefinition }) => {
  const record = useRecordContext();
  const refresh = useRefresh();
  const onDone = useDoneHandler({ reload: refresh, page });
  if (!record) return null;
  return <PageForm page={page} mode="edit" record={record} query={resourceQuery(page, 'edit', record.id)} onDone={onDone} />;
};

/** Above the form: the record's show screen, and its delete when the page has a delete api (then to the list). */
const EditActions = ({ page }: { page: PageDefinition }) => (
  <TopToolbar>
    <ShowButton />
    {apiForType(page, 'delete') ? <RecordDeleteButton page={page} redirect={apiForType(page, 'list') ? 'list' : false} /> : null}
  </TopToolbar>
);

/** A page resource's edit screen: the record read by the page's read action, the form, the edit-mode buttons. */
const ResourceEdit = ({ page }: { page: PageDefinition }) => {
  const onError = useRecordLoadError(page.resource);
  return (
    <Edit
      resource={page.resource} title={page.name} actions={<EditActions page={page} />} mutationMode="pessimistic"
      queryOptions={{ onError }} error={<RecordLoadFailed />}
    >
      <EditForm page={page} />
    </Edit>
  );
};

export default ResourceEdit;
