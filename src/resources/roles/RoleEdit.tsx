import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Edit, useCanAccess, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { mayRequireStrongFactor, type RoleDetail } from '../../api/roles';
import { useAccessText } from '../../hooks/useAccessText';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { DeleteRoleButton } from './DeleteRoleButton';
import { RoleForm } from './RoleForm';
import { saveRole } from './data';
import { useSaveRefusal, useStepUpSubmit } from '../../ui/stepUp/useStepUpSubmit';

/** Who holds the role, and what can be done with it as a whole (copy; delete one of the merchant's own). */
const RoleAside = () => {
  const translate = useTranslate();
  const { roleName } = useAccessText();
  const role = useRecordContext<RoleDetail>();
  if (!role) return null;
  return (
    <Box component="section" aria-labelledby="role-holders" sx={{ p: 2 }}>
      {role.builtin !== null ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.roles.builtinNotice')}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to={`/role/create?copyFrom=${role.id}`} startIcon={<ContentCopyIcon />}>
          {translate('app.roles.copyNamed', { name: roleName(role) })}
        </Button>
        {role.builtin === null ? <DeleteRoleButton id={role.id} name={role.name} /> : null}
      </Box>
      <Typography id="role-holders" component="h2" variant="h6">{translate('app.roles.holders')}</Typography>
      {role.users.length === 0 ? <Typography>{translate('app.roles.noHolders')}</Typography> : (
        <List dense>
          {role.users.map((user) => (
            <ListItem key={user.id} disableGutters>
              <ListItemText primary={user.fullName} secondary={user.phone} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

/** Whether the form's actions, strong-factor requirement or shop scope differ from the role's. */
const rightsChanged = (values: Record<string, unknown>, role: RoleDetail): boolean => {
  const chosen: unknown = values.actions;
  const actions = Array.isArray(chosen) ? chosen.filter((action): action is string => typeof action === 'string') : role.actions;
  // The requirement is offered only while the actions allow it: unticking the last such action drops it.
  const requireStrongFactor = values.requireStrongFactor === true && mayRequireStrongFactor(actions);
  return [...actions].sort().join() !== [...role.actions].sort().join() || requireStrongFactor !== role.requireStrongFactor
    || (values.shopScope === 'own' ? 'own' : 'all') !== role.shopScope;
};

/** After a save: every screen's roles read again, said, and back to the list. */
const useRoleSaved = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries();
    notify('app.roles.updated', { type: 'success' });
    redirect('/user-roles');
  };
};

/**
 * Read-only for a built-in role, and for a user who may read roles but not change them. New actions, requirement or
 * shop scope take "Confirm it's you" first and are saved with the name in one call: cancelled, nothing is sent;
 * refused (the password, a taken name, an action the user lacks), nothing is saved and the refusal is said under its
 * field or once; the form keeps what the user chose, to save again.
 */
const RoleEditForm = () => {
  const role = useRecordContext<RoleDetail>();
  const stepUpSubmit = useStepUpSubmit();
  const refused = useSaveRefusal();
  const saved = useRoleSaved();
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'edit' });
  const submit = async (values: Record<string, unknown>) => {
    if (!role) return undefined;
    if (!rightsChanged(values, role)) {
      // The name or description alone: no password, and a failure keeps the form's changes unsaved (and guarded).
      try {
        await saveRole(role.id, values);
      } catch (error) {
        return refused(error);
      }
      void saved();
      return undefined;
    }
    return stepUpSubmit(
      (proof) => saveRole(role.id, values, proof),
      () => void saved(),
      { message: 'app.access.password.text' },
    );
  };
  return <RoleForm creating={false} readOnly={role?.builtin !== null || canAccess !== true} onSubmit={submit} />;
};

/**
 * /role/edit/:id: detailClientRoles, then updateClientRole (name, description, shop scope, and the chosen actions,
 * after "Confirm it's you" when the rights or the scope changed). A built-in role is shown read-only, with Copy.
 * Another merchant's role reads as not found.
 */
const RoleEdit = ({ titleKey }: ScreenProps) => {
  const record = useRecordScreen(titleKey, 'app.roles.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Edit resource="roles" {...record} mutationMode="pessimistic" aside={<RoleAside />}>
        <RoleEditForm />
      </Edit>
    </TitledScreen>
  );
};

export default RoleEdit;
