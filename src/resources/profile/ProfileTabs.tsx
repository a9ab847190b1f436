import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export const PROFILE_TABS = ['account', 'history', 'sessions', 'devices'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isTab = (value: string | null): value is ProfileTab => PROFILE_TABS.some((tab) => tab === value);

/**
 * /profile's tabs (WAI-ARIA tabs: arrow keys move between them), the chosen one kept in the address
 * (`#/profile?tab=sessions`) so that a link or a reload opens it. Only the chosen panel is rendered: each loads
 * its data when opened.
 */
export const ProfileTabs = ({ panel }: { panel: (tab: ProfileTab) => ReactNode }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ProfileTab = isTab(asked) ? asked : 'account';
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setParams(next === 'account' ? {} : { tab: next }, { replace: true })}
          aria-label={translate('app.profile.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {PROFILE_TABS.map((one) => (
            <Tab key={one} value={one} id={`profile-tab-${one}`} aria-controls={`profile-panel-${one}`} label={translate(`app.profile.tabs.${one}`)} />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {panel(tab)}
      </div>
    </>
  );
};
