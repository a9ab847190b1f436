import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { DataTable, Link, List, TextInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RoleRow } from '../../api/roles';
import { SERVER_ORDER } from './data';
import { useAccessText } from '../../hooks/useAccessText';
import { CountPagination } from '../../ui/CountPagination';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';

export const roleEditPath = (id: string | number) => `/role/edit/${encodeURIComponent(String(id))}`;

const Col = DataTable.Col<RoleRow>;

const stop = (event: MouseEvent) => event.stopPropagation();

/** New role, and the other roles and permissions screens. */
const Actions = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'create' });
  return (
    // Four buttons wrap onto a second line on a phone rather than reach past the screen's left edge.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
      <Button component={RouterLink} to="/permission" size="small">{translate('app.roles.matrix')}</Button>
      <Button component={RouterLink} to="/permission/user-roles" size="small">{translate('app.roles.userRoles')}</Button>
      <Button component={RouterLink} to="/permissions" size="small">{translate('app.roles.catalogue')}</Button>
      {canAccess ? (
        <Button component={RouterLink} to="/role/create" size="small" startIcon={<AddIcon />}>{translate('app.roles.add')}</Button>
      ) : null}
    </TopToolbar>
  );
};

/** The role's name (a link in the table; a phone's entry is a link as a whole), and whether it is built in. */
const NameCell = ({ role, link = true }: { role: RoleRow; link?: boolean }) => {
  const translate = useTranslate();
  const { roleName } = useAccessText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {link ? <Link to={roleEditPath(role.id)} onClick={stop}>{roleName(role)}</Link> : roleName(role)}
      {role.builtin !== null ? <Chip size="small" variant="outlined" label={translate('app.roles.builtinChip')} /> : null}
    </Box>
  );
};

const CopyButton = ({ role }: { role: RoleRow }) => {
  const translate = useTranslate();
  const { roleName } = useAccessText();
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'create' });
  if (!canAccess || role.builtin === null) return null;
  return (
    <Button
      component={RouterLink}
      to={`/role/create?copyFrom=${role.id}`}
      size="small"
      startIcon={<ContentCopyIcon />}
      onClick={stop}
      aria-label={translate('app.roles.copyNamed', { name: roleName(role) })}
    >
      {translate('app.roles.copy')}
    </Button>
  );
};

/**
 * /user-roles (spec §2): findClientRoles through react-admin's List, the built-in roles first (marked, by their
 * name in the app's language), with who holds each and how many permissions it carries. A row opens the role; a
 * built-in role has Copy.
 */
const RoleList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.roles.empty')}</Typography>;
  // On a phone: the name, what the role is for, who holds it and how many permissions; Copy under it.
  const entry = (record: RoleRow) => ({
    primary: <NameCell role={record} link={false} />,
    secondary: [
      record.description,
      <>
        <Fact label={translate('app.roles.fields.users')}>{record.userCount}</Fact> · <Fact label={translate('app.roles.fields.actions')}>{record.actionCount}</Fact>
      </>,
    ],
    to: roleEditPath(record.id),
    actions: <CopyButton role={record} />,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">{translate(titleKey)}</Typography>
      <List
        resource="roles"
        title={translate(titleKey)}
        filters={[<TextInput key="q" source="q" label="app.roles.search" slotProps={{ htmlInput: { maxLength: 100 } }} alwaysOn />]}
        sort={SERVER_ORDER}
        perPage={20}
        pagination={<CountPagination />}
        exporter={false}
        empty={false}
        actions={<Actions />}
      >
        <ResponsiveRows entry={entry} empty={empty}>
          <DataTable rowClick={(id) => roleEditPath(id)} bulkActionButtons={false} empty={empty}>
            <Col source="name" label="app.roles.fields.name" render={(record) => <NameCell role={record} />} />
            <Col source="description" label="app.roles.fields.description" disableSort />
            <Col source="userCount" label="app.roles.fields.users" />
            <Col source="actionCount" label="app.roles.fields.actions" disableSort />
            <Col source="id" label=" " disableSort render={(record) => <CopyButton role={record} />} />
          </DataTable>
        </ResponsiveRows>
      </List>
    </Box>
  );
};

export default RoleList;
