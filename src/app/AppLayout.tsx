import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ModalHost } from '../ui/modals/ModalHost';
import { ModalStackProvider } from '../ui/modals/ModalStackProvider';
import { NoticeBridge } from './NoticeBridge';
import { RouteFocus } from './RouteFocus';
import { PageLanguageSync } from '../dynamic/pages/PageLanguageSync';
import { MuiTexts } from '../ui/MuiTexts';

/**
 * react-admin's layout (its app bar carries the language switch and the user menu) with our menu, modal stack and
 * notices, and the focus kept on route changes.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ModalStackProvider>
    <MuiTexts>
      <Layout menu={Menu} appBar={AppBar}>{children}</Layout>
      <ModalHost />
    </MuiTexts>
    <NoticeBridge />
    <RouteFocus />
    <PageLanguageSync />
  </ModalStackProvider>
);
