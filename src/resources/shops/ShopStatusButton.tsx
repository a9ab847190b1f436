import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ShopRow } from '../../api/shops';
import { setShopStatus } from './shopsApi';

/**
 * Lock (an active shop) or Activate (a locked one), after a confirmation that names the shop: locking stops new
 * sales there. Shown to those who may manage shops only.
 */
export const ShopStatusButton = ({ shop }: { shop: Pick<ShopRow, 'id' | 'name' | 'code' | 'status'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'shops', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const action = shop.status === 'active' ? 'lock' : 'activate';
  const names = { name: shop.name, code: shop.code };
  const confirm = async () => {
    setBusy(true);
    try {
      await setShopStatus(shop.id, action);
      notify(action === 'lock' ? 'app.shops.lockedNotice' : 'app.shops.activatedNotice', { type: 'success' });
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color={action === 'lock' ? 'warning' : 'primary'}
        startIcon={action === 'lock' ? <LockIcon /> : <LockOpenIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`app.shops.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`app.shops.${action}Title`, names)}
        content={translate(`app.shops.${action}Content`, names)}
        confirm={`app.shops.${action}`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
