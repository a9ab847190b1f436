import Typography from '@mui/material/Typography';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { ActivityRow } from '../../api/activity';
import { activityDetailText } from '../../core/activityTerms';
import { formatDateTime } from '../../core/formatDate';
import { ResponsiveRows } from '../lists/ResponsiveRows';
import { ActivityOutcomeChip } from './ActivityOutcomeChip';

const Col = DataTable.Col<ActivityRow>;

/**
 * The rows of a security history inside a react-admin list (/profile's tab and /team-activity): when, who (on the
 * team's), what in words (an unknown kind by its key), the outcome, the address and the device, and the detail.
 */
export const ActivityDataTable = ({ showPerson = false }: { showPerson?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.activity.empty')}</Typography>;
  const kindOf = (record: ActivityRow) => translate(`app.activity.kinds.${record.kind}`, { _: record.kind });
  const personOf = (record: ActivityRow) => record.userName ?? translate('app.activity.unknownPerson');
  const clientOf = (record: ActivityRow) => record.client ?? translate('app.activity.unknownClient');
  // On a phone: what and its outcome, when (and who), from where, and the detail.
  const entry = (record: ActivityRow) => ({
    primary: kindOf(record),
    tertiary: <ActivityOutcomeChip outcome={record.outcome} />,
    secondary: [
      [formatDateTime(record.at), showPerson ? personOf(record) : null].filter(Boolean).join(' · '),
      [record.ip, clientOf(record)].filter(Boolean).join(' · '),
      activityDetailText(record.detail, locale),
    ],
  });
  return (
    <ResponsiveRows entry={entry} empty={empty}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
        <Col source="at" label="app.activity.fields.at" disableSort render={(record) => formatDateTime(record.at)} />
        {showPerson ? (
          <Col source="userName" label="app.activity.fields.person" disableSort render={personOf} />
        ) : null}
        <Col source="kind" label="app.activity.fields.kind" disableSort render={kindOf} />
        <Col source="outcome" label="app.activity.fields.outcome" disableSort render={(record) => <ActivityOutcomeChip outcome={record.outcome} />} />
        <Col source="ip" label="app.activity.fields.ip" disableSort render={(record) => record.ip ?? ''} />
        <Col source="client" label="app.activity.fields.client" disableSort render={clientOf} />
        <Col source="detail" label="app.activity.fields.detail" disableSort render={(record) => activityDetailText(record.detail, locale)} />
      </DataTable>
    </ResponsiveRows>
  );
};
