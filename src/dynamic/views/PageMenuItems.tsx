import ListIcon from '@mui/icons-material/List';
import { useEffect, useRef } from 'react';
import { Menu, useNotify } from 'react-admin';
import { ACTIONS } from '../../api/permissions';
import { holdsAction } from '../../authProvider/canAccess';
import type { UserInfo } from '../../authProvider/userInfo';
import { PAGE_ICONS } from '../actions/icons';
import { menuPages } from '../pages/pageAccess';
import { usePagesState } from '../pages/PageDefinitionsProvider';

/** Tells staff who maintain pages, once per list, which definitions could not be used (page id and first paths). */
const useProblemsNotice = (user: UserInfo | null) => {
  const { problems } = usePagesState();
  const notify = useNotify();
  const told = useRef<string>('');
  const maintainer = holdsAction(user, ACTIONS.managePages);
  useEffect(() => {
    if (!maintainer || problems.length === 0) return;
    const pages = problems.map((problem) => `${problem.id} (${problem.errors.slice(0, 2).map((error) => error.path || '-').join(', ')})`).join('; ');
    if (told.current === pages) return;
    told.current = pages;
    notify('app.pages.problems', { type: 'warning', messageArgs: { pages }, autoHideDuration: 10000 });
  }, [maintainer, problems, notify]);
};

/** The side-menu entries of page resources the user may use, after the fixed ones: the page's name and icon. */
export const PageMenuItems = ({ user }: { user: UserInfo | null }) => {
  const { pages } = usePagesState();
  useProblemsNotice(user);
  return (
    <>
      {menuPages(pages, user).map((page) => {
        const Icon = page.icon ? PAGE_ICONS[page.icon] : ListIcon;
        return <Menu.Item key={page.id} to={`/${page.resource}`} primaryText={<>{page.name}</>} leftIcon={<Icon />} />;
      })}
    </>
  );
};
