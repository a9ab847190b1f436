import { useState } from 'react';
import { Create } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PageDefinition } from '../../../api/pageDefinition';
import { apiForType } from '../../pages';
import { PageForm } from '../PageForm';
import { useDoneHandler } from '../useDoneHandler';
import { resourceQuery } from './resourceQuery';

const CreateForm = ({ page }: { page: PageDefinition }) => {
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(0);
  const onDone = useDoneHandler({
    reload: () => setFormKey((key) => key + 1),
    page,
    afterCreate: (created) => {
      if (created.id === undefined || created.id === null) return false;
      const path = `/${page.resource}/${encodeURIComponent(String(created.id))}`;
      navigate(apiForType(page, 'update') ? path : `${path}/show`, { replace: true });
      return true;
    },
  });
  return <PageForm key={formKey} page={page} mode="create" record={null} query={resourceQuery(page, 'create')} onDone={onDone} />;
};

/** A page resource's create screen: an empty form (defaults applied) and the create-mode buttons. */
const ResourceCreate = ({ page }: { page: PageDefinition }) => (
  <Create resource={page.resource} title={page.name} sx={{ '& .RaCreate-card': { p: 2 } }}>
    <CreateForm page={page} />
  </Create>
);

export default ResourceCreate;
