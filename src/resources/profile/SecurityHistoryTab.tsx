import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { List, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { activityFiltersOf, DEFAULT_ACTIVITY_SORT } from '../../ui/activity/activityQuery';
import { CountPagination } from '../../ui/CountPagination';
import { ActivityDataTable } from '../../ui/activity/ActivityDataTable';
import { activityFilterInputs } from '../../ui/activity/activityFilterInputs';
import { ExportButton, type ExportStart } from '../../ui/exports/ExportButton';
import { ExportStartedNotice } from '../../ui/exports/ExportStartedNotice';
import { startOwnActivityExport } from './securityApi';

const FILTERS = activityFilterInputs();

/** The file holds exactly the rows the list shows: the same mapping of filters as findActivity's. */
const startExport = ({ filterValues, format, locale }: ExportStart) =>
  startOwnActivityExport({ queryInput: activityFiltersOf(filterValues), format, locale });

/** For an owner: where the whole team's history is. */
const TeamActivityLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'teamActivity', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={RouterLink} to="/team-activity" size="small">
      {translate('app.profile.history.team')}
    </Button>
  );
};

/**
 * /profile's "Security history": the user's own sign-ins, codes, password changes, role, key and money events,
 * newest first, filtered by period, kind and outcome, exported as a job. The list keeps its filters out of the
 * address (/profile is one screen with tabs) and is read through react-admin's `activity` resource.
 */
export const SecurityHistoryTab = () => {
  const translate = useTranslate();
  const [exported, setExported] = useState(false);
  return (
    <Box component="section" aria-labelledby="security-history-title">
      <Typography component="h2" variant="h6" id="security-history-title">
        {translate('app.profile.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.profile.history.intro')}
      </Typography>
      {exported ? <ExportStartedNotice onClose={() => setExported(false)} /> : null}
      {/* The profile screen is open to every signed-in user; the server answers only the caller's own rows. */}
      <List
        resource="activity"
        disableAuthentication
        disableSyncWithLocation
        title={false}
        filters={FILTERS}
        sort={DEFAULT_ACTIVITY_SORT}
        perPage={20}
        pagination={<CountPagination />}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            <TeamActivityLink />
            <ExportButton resource="profile" start={startExport} onStarted={() => setExported(true)} />
          </TopToolbar>
        }
      >
        <ActivityDataTable />
      </List>
    </Box>
  );
};
