import type { ShopRow } from '../../api/shops';
import { StatusToggleButton } from '../../ui/StatusToggleButton';
import { setShopStatus } from './shopsApi';

const DONE = { lock: 'app.shops.lockedNotice', activate: 'app.shops.activatedNotice' } as const;

/** Lock or activate a shop, after a confirmation naming it: locking stops new sales there. For shop managers only. */
export const ShopStatusButton = ({ shop }: { shop: Pick<ShopRow, 'id' | 'name' | 'code' | 'status'> }) => (
  <StatusToggleButton
    resource="shops"
    status={shop.status}
    messages="app.shops"
    names={{ name: shop.name, code: shop.code }}
    done={DONE}
    change={(action) => setShopStatus(shop.id, action)}
  />
);
