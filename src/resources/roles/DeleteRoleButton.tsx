import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRedirect, useTranslate } from 'react-admin';
import { deleteRole } from '../../dataProvider/accessCalls';

/**
 * Delete a role the merchant made, after a confirmation naming it. The server refuses a role still held (409, its
 * notice says by how many): the dialog closes and the role stays.
 */
export const DeleteRoleButton = ({ id, name }: { id: number; name: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'delete' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteRole(id);
      await queryClient.invalidateQueries();
      notify('app.roles.deleted', { type: 'success' });
      redirect('/user-roles');
    } catch {
      // The HTTP client has shown the refusal.
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('app.roles.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.roles.deleteTitle"
        titleTranslateOptions={{ name }}
        content="app.roles.deleteText"
        confirm="ra.action.delete"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
