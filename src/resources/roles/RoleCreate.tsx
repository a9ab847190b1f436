import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { Create, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ERR } from '../../api/codes';
import type { RoleDetail } from '../../api/roles';
import { fetchRoleDetail } from '../../dataProvider/accessCalls';
import { HttpError } from '../../dataProvider/HttpError';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { useAccessText } from '../../hooks/useAccessText';
import { LoadState } from '../../ui/feedback/LoadState';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { RoleForm } from './RoleForm';
import { roleKeys } from './data';

/** The role a `?copyFrom=` address names (its query), or none. */
const useCopySource = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('copyFrom'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const source = useQuery({ queryKey: roleKeys.detail(id), queryFn: ({ signal }) => fetchRoleDetail(id, signal), enabled: valid, ...LOAD_ONCE });
  return valid ? source : undefined;
};

/**
 * /role/create (spec §2): createUserRole through react-admin's Create. "Copy" on a role opens it with
 * `?copyFrom=<id>`: the form starts as that role's copy (its actions and shop scope, "Copy of …"), once it is read
 * (a failure is said, with "Try again").
 */
const RoleCreate = ({ titleKey }: ScreenProps) => {
  const source = useCopySource();
  if (!source) return <NewRole titleKey={titleKey} />;
  // Deleted, another merchant's or mistyped: no Try again would bring it, so a new, empty role, saying so.
  if (source.error instanceof HttpError && source.error.status === ERR.notFound) return <NewRole titleKey={titleKey} copyMissing />;
  return <LoadState queries={[source]}>{(role) => <NewRole titleKey={titleKey} source={role} />}</LoadState>;
};

const NewRole = ({ titleKey, source, copyMissing = false }: ScreenProps & { source?: RoleDetail; copyMissing?: boolean }) => {
  const translate = useTranslate();
  const { roleName } = useAccessText();
  const record: Record<string, unknown> = source
    ? {
      copyFrom: source.id, name: translate('app.roles.copyOf', { name: roleName(source) }).slice(0, 60), description: source.description,
      shopScope: source.shopScope, actions: source.actions, requireStrongFactor: source.requireStrongFactor,
    }
    : { shopScope: 'all', actions: [], requireStrongFactor: false };
  return (
    <TitledScreen titleKey={titleKey}>
      {copyMissing ? <Alert severity="info" sx={{ m: 2 }}>{translate('app.roles.copyNotFound')}</Alert> : null}
      <Create resource="roles" title={translate(titleKey)} redirect={(_resource, id) => `role/edit/${id}`} record={record}>
        <RoleForm creating />
      </Create>
    </TitledScreen>
  );
};

export default RoleCreate;
