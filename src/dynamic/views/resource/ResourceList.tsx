import type { PageDefinition } from '../../../api/pageDefinition';
import { apiForType } from '../../pages';
import { PageList } from '../PageList';

/** A page resource's list: a row opens the record's edit screen (show when the page cannot update; else a button). */
const ResourceList = ({ page }: { page: PageDefinition }) => {
  const resource = page.resource as string;
  const editable = Boolean(apiForType(page, 'update'));
  return (
    <PageList
      page={page}
      linkOf={(id) => `/${resource}/${encodeURIComponent(String(id))}${editable ? '' : '/show'}`}
      showOf={editable ? (id) => `/${resource}/${encodeURIComponent(String(id))}/show` : undefined}
      createPath={apiForType(page, 'create') ? `/${resource}/create` : null}
    />
  );
};

export default ResourceList;
