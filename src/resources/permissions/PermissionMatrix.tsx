import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { CatalogueGroup, RoleRow } from '../../api/roles';
import { fetchAllRoles, saveRolePermissions } from '../../dataProvider/accessCalls';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { useAccessText } from '../../hooks/useAccessText';
import { usePermissionCatalogue } from '../../hooks/usePermissionCatalogue';
import { GroupCheckbox } from '../../ui/GroupCheckbox';
import { LoadState } from '../../ui/feedback/LoadState';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { useRightsChange } from '../../hooks/useRightsChange';
import { permissionKeys } from './data';

type Draft = Readonly<Record<number, readonly string[]>>;

const draftOf = (roles: readonly RoleRow[]): Draft => Object.fromEntries(roles.map((role) => [role.id, [...role.actions].sort()]));
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((action) => b.includes(action));

interface MatrixProps {
  groups: readonly CatalogueGroup[];
  roles: readonly RoleRow[];
  editable: boolean;
}

/** The roles × actions table with its draft; Save sends the changed roles at once (all or nothing). */
const Matrix = ({ groups, roles, editable }: MatrixProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const rightsChange = useRightsChange();
  const queryClient = useQueryClient();
  const { text, roleName } = useAccessText();
  const [saved, setSaved] = useState<Draft>(() => draftOf(roles));
  const [draft, setDraft] = useState<Draft>(saved);
  const [saving, setSaving] = useState(false);
  const changed = roles.filter((role) => !same(draft[role.id] ?? [], saved[role.id] ?? []));
  const readOnly = (role: RoleRow) => !editable || role.builtin !== null;

  const set = (role: RoleRow, actions: readonly string[], on: boolean) => {
    const next = new Set(draft[role.id] ?? []);
    for (const action of actions) {
      if (on) next.add(action);
      else next.delete(action);
    }
    setDraft({ ...draft, [role.id]: [...next].sort() });
  };

  const save = async () => {
    if (changed.length === 0) {
      notify('app.access.noChanges', { type: 'info' });
      return;
    }
    setSaving(true);
    try {
      const rows = await rightsChange((proof) =>
        saveRolePermissions(changed.map((role) => ({ roleId: role.id, actions: [...(draft[role.id] ?? [])] })), proof));
      // Cancelled or refused (said once): the draft stays for the user to correct or save again.
      if (rows === null) return;
      const next = { ...saved, ...draftOf(rows) };
      setSaved(next);
      setDraft(next);
      await queryClient.invalidateQueries({ queryKey: permissionKeys.allRoles() });
      notify('app.access.saved', { type: 'success' });
    } finally {
      setSaving(false);
    }
  };

  const offered = groups.filter((group) => group.group !== 'always');
  return (
    <>
      {changed.length > 0 ? <LeaveGuard title="app.access.discardTitle" content="app.access.discardText" /> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
        {editable ? (
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving}>
            {translate('app.access.save')}
          </Button>
        ) : null}
        <Typography role="status" variant="body2" color="text.secondary">{changed.length > 0 ? translate('app.access.unsaved') : ''}</Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.screens.permission')}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{translate('app.access.action')}</TableCell>
              {roles.map((role) => (
                <TableCell key={role.id} component="th" scope="col" align="center">
                  {readOnly(role) && role.builtin !== null ? translate('app.access.builtinColumn', { role: roleName(role) }) : roleName(role)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {offered.map((group) => {
              const groupName = text(group.name);
              const groupActions = group.actions.map((entry) => entry.action);
              return (
                <Fragment key={group.group}>
                  <TableRow sx={{ bgcolor: 'action.hover' }}>
                    <TableCell component="th" scope="rowgroup">
                      <Typography component="h2" variant="subtitle2">{groupName}</Typography>
                    </TableCell>
                    {roles.map((role) => {
                      const held = groupActions.filter((action) => (draft[role.id] ?? []).includes(action)).length;
                      return (
                        <TableCell key={role.id} align="center">
                          <GroupCheckbox
                            all={held === groupActions.length}
                            some={held > 0}
                            disabled={readOnly(role)}
                            onChange={(event) => set(role, groupActions, event.target.checked)}
                            label={translate('app.access.groupCell', { group: groupName, role: roleName(role) })}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                  {group.actions.map((entry) => (
                    <TableRow key={entry.action}>
                      <TableCell component="th" scope="row" sx={{ pl: 4 }}>{text(entry.name)}</TableCell>
                      {roles.map((role) => (
                        <TableCell key={role.id} align="center">
                          <Checkbox
                            checked={(draft[role.id] ?? []).includes(entry.action)}
                            disabled={readOnly(role)}
                            onChange={(event) => set(role, [entry.action], event.target.checked)}
                            slotProps={{ input: { 'aria-label': translate('app.access.cell', { action: text(entry.name), role: roleName(role) }) } }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </>
  );
};

/**
 * /permission (spec §2): the permission matrix, roles × actions grouped by screen with a select-all per group and
 * role. Built-in roles are read-only columns; Save sends every changed role at once (updateClientRolePerms with
 * `roles`); leaving with unsaved changes asks first.
 */
const PermissionMatrix = ({ titleKey }: ScreenProps) => {
  const catalogue = usePermissionCatalogue();
  const roles = useQuery({ queryKey: permissionKeys.allRoles(), queryFn: ({ signal }) => fetchAllRoles(signal), ...LOAD_ONCE });
  const { canAccess } = useCanAccess({ resource: 'permissions', action: 'edit' });
  return (
    <TitledScreen titleKey={titleKey}>
      <LoadState queries={[catalogue, roles]}>
        {(groups, all) => <Matrix groups={groups} roles={all} editable={canAccess === true} />}
      </LoadState>
    </TitledScreen>
  );
};

export default PermissionMatrix;
