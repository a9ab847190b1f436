import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StoreIcon from '@mui/icons-material/Store';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { ComponentType } from 'react';
import { Menu as RaMenu, useGetIdentity } from 'react-admin';
import { parseUserInfo } from '../authProvider/userInfo';
import { PageMenuItems } from '../dynamic/views/PageMenuItems';
import { visibleMenuItems } from './menuItems';

const ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardIcon,
  transactionHistory: ReceiptLongIcon,
  merchantInfo: BusinessIcon,
  apiKeys: VpnKeyIcon,
  shops: StoreIcon,
  employees: PeopleIcon,
  earnPoints: LoyaltyIcon,
  settlement: PaymentsIcon,
  roles: AdminPanelSettingsIcon,
  exportedReports: DescriptionIcon,
  pageEditor: EditNoteIcon,
  voucherApprove: FactCheckIcon,
};

/** The side menu: only the entries the signed-in user's permissions allow (spec §6), then the page resources they may use. */
export const Menu = () => {
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const items = visibleMenuItems(user);
  return (
    <RaMenu>
      {items.map((item) => {
        const Icon = ICONS[item.key] ?? DashboardIcon;
        return <RaMenu.Item key={item.key} to={item.path} primaryText={item.labelKey} leftIcon={<Icon />} />;
      })}
      <PageMenuItems user={user} />
    </RaMenu>
  );
};
