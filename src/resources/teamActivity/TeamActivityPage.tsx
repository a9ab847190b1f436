import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activityFiltersOf, DEFAULT_ACTIVITY_SORT } from '../../ui/activity/activityQuery';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { ActivityDataTable } from '../../ui/activity/ActivityDataTable';
import { activityFilterInputs } from '../../ui/activity/activityFilterInputs';
import type { ExportStart } from '../../ui/exports/ExportButton';
import { ExportableList } from '../../ui/exports/ExportableList';
import type { ScreenProps } from '../screen';
import { fetchTeamMembers, startTeamActivityExport } from './teamApi';
import { TeamSessions } from './TeamSessions';

/** The file holds exactly the rows the list shows: the same mapping of filters as findTeamActivity's. */
const startExport = ({ filterValues, format, locale }: ExportStart) =>
  startTeamActivityExport({ queryInput: activityFiltersOf(filterValues), format, locale });

/**
 * /team-activity: the team's security history through react-admin's List (findTeamActivity), filtered by person,
 * period, kind and outcome, 20 rows a page with the count, and Export; then the team's live sessions.
 */
const TeamActivityPage = ({ titleKey }: ScreenProps) => {
  const members = useQuery({ queryKey: queryKeys.security('teamMembers'), queryFn: ({ signal }) => fetchTeamMembers(signal), ...LOAD_ONCE });
  const filters = useMemo(
    () => activityFilterInputs({ choices: members.data?.map((member) => ({ id: member.id, name: `${member.name} (${member.phone})` })) }),
    [members.data],
  );
  return (
    <>
      <ExportableList resource="teamActivity" titleKey={titleKey} filters={filters} sort={DEFAULT_ACTIVITY_SORT} startExport={startExport}>
        <ActivityDataTable showPerson />
      </ExportableList>
      <TeamSessions />
    </>
  );
};

export default TeamActivityPage;
