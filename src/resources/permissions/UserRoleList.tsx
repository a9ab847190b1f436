import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { DataTable, Link, List, ListNoResults, TextInput, useTranslate } from 'react-admin';
import type { UserRoleRow } from '../../api/roles';
import { SERVER_ORDER } from './data';
import { CountPagination } from '../../ui/CountPagination';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import type { ScreenProps } from '../screen';
import { UserRoleSelect } from './UserRoleSelect';

export const userPermissionPath = (id: string | number) => `/user-permission/${encodeURIComponent(String(id))}`;

const Col = DataTable.Col<UserRoleRow>;

/**
 * /permission/user-roles (spec §2): the merchant's users (permission/userRoles) with their role, changed in place
 * with a select, and how many permissions were added or removed for each; a name opens their permissions.
 */
const UserRoleList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const changesOf = (record: UserRoleRow) =>
    record.grantCount + record.denyCount > 0 ? translate('app.access.changes', { grants: record.grantCount, denies: record.denyCount }) : '';
  const statusOf = (record: UserRoleRow) => translate(`app.access.statuses.${record.status}`);
  // On a phone: the name and status, the phone and kind of user, their own changes; the role's select under it.
  const entry = (record: UserRoleRow) => ({
    primary: record.fullName,
    tertiary: statusOf(record),
    secondary: [`${record.phone} · ${translate(`app.access.types.${record.type}`)}`, changesOf(record)],
    to: userPermissionPath(record.id),
    actions: <UserRoleSelect user={record} />,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">{translate(titleKey)}</Typography>
      <List
        resource="permissions"
        title={translate(titleKey)}
        filters={[<TextInput key="q" source="q" label="app.access.search" slotProps={{ htmlInput: { maxLength: 100 } }} alwaysOn />]}
        sort={SERVER_ORDER}
        perPage={20}
        pagination={<CountPagination />}
        exporter={false}
        empty={false}
        actions={false}
      >
        <ResponsiveRows entry={entry} empty={<ListNoResults />}>
          <DataTable rowClick={false} bulkActionButtons={false}>
            <Col
              source="fullName"
              label="app.access.fields.fullName"
              render={(record) => (
                <Link to={userPermissionPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>{record.fullName}</Link>
              )}
            />
            <Col source="phone" label="app.access.fields.phone" />
            <Col source="type" label="app.access.fields.type" render={(record) => translate(`app.access.types.${record.type}`)} />
            <Col source="roleId" label="app.access.fields.role" disableSort render={(record) => <UserRoleSelect user={record} />} />
            <Col
              source="grantCount"
              label="app.access.fields.changes"
              disableSort
              render={changesOf}
            />
            <Col source="status" label="app.access.fields.status" disableSort render={statusOf} />
          </DataTable>
        </ResponsiveRows>
      </List>
    </Box>
  );
};

export default UserRoleList;
