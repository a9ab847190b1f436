import { Edit, useRecordContext, useRefresh } from 'react-admin';
import type { PageDefinition } from '../../../api/pageDefinition';
import { PageForm } from '../PageForm';
import { useDoneHandler } from '../useDoneHandler';
import { resourceQuery } from './resourceQuery';

const EditForm = ({ page }: { page: PageDefinition }) => {
  const record = useRecordContext();
  const refresh = useRefresh();
  const onDone = useDoneHandler({ reload: refresh, page });
  if (!record) return null;
  return <PageForm page={page} mode="edit" record={record} query={resourceQuery(page, 'edit', record.id)} onDone={onDone} />;
};

/** A page resource's edit screen: the record read by the page's read action, the form, the edit-mode buttons. */
const ResourceEdit = ({ page }: { page: PageDefinition }) => (
  <Edit resource={page.resource} title={page.name} actions={false} mutationMode="pessimistic">
    <EditForm page={page} />
  </Edit>
);

export default ResourceEdit;
