import { Menu as RaMenu, useGetIdentity } from 'react-admin';
import { parseUserInfo } from '../authProvider/userInfo';
import { usePagesState } from '../dynamic/pages/PageDefinitionsProvider';
import { PageMenuItems } from '../dynamic/views/PageMenuItems';
import { ZoneNote } from '../ui/timeZone/ZoneNote';
import { visibleMenuItems } from './shellRoutes';

/**
 * The side menu: only the entries the signed-in user's permissions allow (spec §6), then the page resources they may
 * use; on a phone, which clock the times follow when the device's differs.
 */
export const Menu = () => {
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const items = visibleMenuItems(user);
  // Busy until the server has answered the list of page definitions: their entries may still be added.
  const { settled } = usePagesState();
  return (
    <>
      <RaMenu aria-busy={!settled}>
        {items.map(({ key, path, labelKey, icon: Icon }) => (
          <RaMenu.Item key={key} to={path} primaryText={labelKey} leftIcon={<Icon />} />
        ))}
        <PageMenuItems user={user} />
      </RaMenu>
      {/* A phone's app bar has no room for it. */}
      <ZoneNote sx={{ display: { xs: 'block', sm: 'none' }, mx: 2, my: 1, whiteSpace: 'normal' }} />
    </>
  );
};
