import { Menu as RaMenu, useGetIdentity } from 'react-admin';
import { parseUserInfo } from '../authProvider/userInfo';
import { PageMenuItems } from '../dynamic/views/PageMenuItems';
import { visibleMenuItems } from './shellRoutes';

/** The side menu: only the entries the signed-in user's permissions allow (spec §6), then the page resources they may use. */
export const Menu = () => {
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const items = visibleMenuItems(user);
  return (
    <RaMenu>
      {items.map(({ key, path, labelKey, icon: Icon }) => (
        <RaMenu.Item key={key} to={path} primaryText={labelKey} leftIcon={<Icon />} />
      ))}
      <PageMenuItems user={user} />
    </RaMenu>
  );
};
