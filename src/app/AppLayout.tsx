import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ModalHost } from '../ui/modals/ModalHost';
import { ModalStackProvider } from '../ui/modals/ModalStackProvider';
import { NoticeBridge } from './NoticeBridge';

/** react-admin's layout (its app bar carries the language switch and the user menu) with our menu, modal stack and notices. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ModalStackProvider>
    <Layout menu={Menu} appBar={AppBar}>{children}</Layout>
    <ModalHost />
    <NoticeBridge />
  </ModalStackProvider>
);
