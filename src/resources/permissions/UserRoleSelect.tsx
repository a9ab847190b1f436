import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserRoleRow } from '../../api/roles';
import { assignRole, fetchRoleChoices } from '../../dataProvider/accessCalls';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { useAccessText } from '../../hooks/useAccessText';
import { useRightsChange } from '../../hooks/useRightsChange';
import { permissionKeys } from './data';

/**
 * A user's role as a select labelled with their name: choosing another assigns it at once (assignRole). The owner's
 * is shown, not offered; the owner's role is never a choice. Without manageclientroles it is text.
 */
export const UserRoleSelect = ({ user }: { user: UserRoleRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { roleName } = useAccessText();
  const { canAccess } = useCanAccess({ resource: 'permissions', action: 'edit' });
  const choices = useQuery({ queryKey: queryKeys.roleChoices(), queryFn: ({ signal }) => fetchRoleChoices(signal), ...LOAD_ONCE }).data;
  const [busy, setBusy] = useState(false);
  const rightsChange = useRightsChange();
  const current = user.roleName === null ? '' : roleName({ name: user.roleName, builtin: user.roleBuiltin });
  if (user.isOwner) return <span>{current}</span>;
  if (!canAccess || !choices) return <span>{current}</span>;
  const change = async (value: string) => {
    const roleId = Number(value);
    if (!Number.isSafeInteger(roleId) || roleId === user.roleId) return;
    setBusy(true);
    try {
      // Cancelled or refused: the list still shows the stored role.
      if ((await rightsChange((proof) => assignRole(user.id, roleId, proof))) === null) return;
      await queryClient.invalidateQueries({ queryKey: permissionKeys.allRoles() });
      notify('app.roles.roleAssigned', { type: 'success' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      value={user.roleId === null ? '' : String(user.roleId)}
      onChange={(event) => void change(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      disabled={busy}
      label={translate('app.access.roleOf', { name: user.fullName })}
      sx={{ minWidth: 200 }}
    >
      {choices.filter((choice) => choice.builtin !== 'owner').map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>{roleName(choice)}</MenuItem>
      ))}
    </TextField>
  );
};
