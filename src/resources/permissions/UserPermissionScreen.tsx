import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ERR } from '../../api/codes';
import type { CatalogueGroup, UserPermissions } from '../../api/roles';
import { fetchUserPermissions, saveUserPermissions } from '../../dataProvider/accessCalls';
import { HttpError } from '../../dataProvider/HttpError';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { useAccessText } from '../../hooks/useAccessText';
import { usePermissionCatalogue } from '../../hooks/usePermissionCatalogue';
import { LoadState } from '../../ui/feedback/LoadState';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { useRightsChange } from '../../hooks/useRightsChange';
import { permissionKeys } from './data';

/** The actions the user's role carries (held from it, or removed for the user). */
const roleActionsOf = (permissions: UserPermissions['permissions']) =>
  permissions.filter((entry) => entry.source === 'role' || (entry.source === 'deny' && entry.roleName !== null)).map((entry) => entry.action);

const heldOf = (permissions: UserPermissions['permissions']) => permissions.filter((entry) => entry.effective).map((entry) => entry.action);

interface EditorProps {
  groups: readonly CatalogueGroup[];
  loaded: UserPermissions;
  editable: boolean;
}

/** The user's permissions grouped by screen, each with a switch and why it is (or would be) held. */
const Editor = ({ groups, loaded, editable }: EditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const rightsChange = useRightsChange();
  const queryClient = useQueryClient();
  const { text, roleName } = useAccessText();
  const [current, setCurrent] = useState(loaded);
  const [held, setHeld] = useState<readonly string[]>(() => heldOf(loaded.permissions));
  const [saving, setSaving] = useState(false);
  const { user, permissions } = current;
  const inRole = roleActionsOf(permissions);
  const always = new Set(permissions.filter((entry) => entry.source === 'always').map((entry) => entry.action));
  const known = new Set(permissions.map((entry) => entry.action));
  const storedHeld = heldOf(permissions);
  const dirty = held.length !== storedHeld.length || held.some((action) => !storedHeld.includes(action));
  const role = user.roleName === null ? '' : roleName({ name: user.roleName, builtin: user.roleBuiltin });
  const locked = !editable || user.isOwner;

  const why = (action: string): string => {
    if (always.has(action)) return translate('app.access.sources.always');
    const on = held.includes(action);
    if (inRole.includes(action)) return on ? translate('app.access.sources.role', { role }) : translate('app.access.sources.deny');
    return on ? translate('app.access.sources.grant') : translate('app.access.sources.none');
  };

  const toggle = (action: string, on: boolean) => setHeld(on ? [...held, action] : held.filter((entry) => entry !== action));

  const save = async () => {
    const changeable = permissions.filter((entry) => !always.has(entry.action)).map((entry) => entry.action);
    const grants = changeable.filter((action) => held.includes(action) && !inRole.includes(action));
    const denies = changeable.filter((action) => !held.includes(action) && inRole.includes(action));
    setSaving(true);
    try {
      const next = await rightsChange((proof) => saveUserPermissions(user.id, grants, denies, proof));
      // Cancelled or refused (said once): the switches stay for the user to correct or save again.
      if (next === null) return;
      setCurrent(next);
      setHeld(heldOf(next.permissions));
      queryClient.setQueryData(permissionKeys.userPermissions(user.id), next);
      notify('app.access.saved', { type: 'success' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {dirty ? <LeaveGuard title="app.access.discardTitle" content="app.access.discardText" /> : null}
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('app.access.userHeading', { name: user.fullName, role })}
      </Typography>
      {user.isOwner ? <Alert severity="info" sx={{ my: 2 }}>{translate('app.access.ownerNotice')}</Alert> : null}
      {locked ? null : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving || !dirty}>
            {translate('app.access.save')}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">{dirty ? translate('app.access.unsaved') : ''}</Typography>
        </Box>
      )}
      {groups.map((group) => {
        const entries = group.actions.filter((entry) => known.has(entry.action));
        if (entries.length === 0) return null;
        const headingId = `user-group-${group.group}`;
        return (
          <Box component="section" key={group.group} aria-labelledby={headingId} sx={{ mt: 3 }}>
            <Typography id={headingId} component="h3" variant="subtitle1">{text(group.name)}</Typography>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ width: '35%' }}>{translate('app.access.action')}</TableCell>
                  <TableCell component="th" scope="col">{translate('app.access.effective')}</TableCell>
                  <TableCell component="th" scope="col">{translate('app.access.source')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => {
                  const name = text(entry.name);
                  const on = held.includes(entry.action);
                  return (
                    <TableRow key={entry.action}>
                      <TableCell component="th" scope="row">{name}</TableCell>
                      <TableCell>
                        <Switch
                          checked={on}
                          disabled={locked || always.has(entry.action)}
                          onChange={(event) => toggle(entry.action, event.target.checked)}
                          slotProps={{ input: { 'aria-label': translate('app.access.toggle', { action: name }) } }}
                        />
                        <Typography component="span" variant="body2">
                          {translate(on ? 'app.access.held' : 'app.access.notHeld')}
                        </Typography>
                      </TableCell>
                      <TableCell>{why(entry.action)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </>
  );
};

/**
 * /user-permission/:id (spec §2): a user's effective permissions (permission/userPermissions), each explained —
 * from their role, added or removed for them, always allowed — with switches to add or remove and Save
 * (updateUserPermissions). The owner's are shown, never changed. Another merchant's user reads as not found.
 */
const UserPermissionScreen = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const userId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0;
  const catalogue = usePermissionCatalogue();
  const { canAccess } = useCanAccess({ resource: 'permissions', action: 'edit' });
  const loaded = useQuery({
    queryKey: permissionKeys.userPermissions(userId), queryFn: ({ signal }) => fetchUserPermissions(userId, signal), enabled: userId > 0, ...LOAD_ONCE,
  });
  // Only a not-found is "no such user": another failure is said as one, with Try again (LoadState).
  const missing = userId === 0 || (loaded.error instanceof HttpError && loaded.error.status === ERR.notFound);
  return (
    <TitledScreen titleKey={titleKey}>
      {missing ? <Alert severity="warning" sx={{ m: 2 }}>{translate('app.access.userNotFound')}</Alert> : null}
      {missing ? null : (
        <LoadState queries={[catalogue, loaded]}>
          {(groups, permissions) => <Editor key={userId} groups={groups} loaded={permissions} editable={canAccess === true} />}
        </LoadState>
      )}
    </TitledScreen>
  );
};

export default UserPermissionScreen;
