import type { GetListParams } from 'react-admin';
import { ACTIVITY_KINDS, ACTIVITY_OUTCOMES, type ActivityKind, type ActivityOutcome, type TeamActivityFilters } from '../../api/activity';
import { createdAtOf } from '../../dataProvider/periodFilter';
import type { RecordListQuery } from '../../dataProvider/recordList';
import { pagingOf } from '../../dataProvider/listParams';
import { positiveIdOf } from '../../core/ids';

/**
 * The security history's filter values (the period of src/ui/dateRange, kind, outcome and, on the team's screen,
 * the person) and how they become findActivity / findTeamActivity's `queryInput`. The lists and their Export use
 * the same `activityFiltersOf`, so a file holds exactly the rows the list shows.
 */
export const ACTIVITY_FILTER = { kind: 'kind', outcome: 'outcome', userId: 'userId' } as const;

const isKind = (value: unknown): value is ActivityKind => ACTIVITY_KINDS.some((kind) => kind === value);
const isOutcome = (value: unknown): value is ActivityOutcome => ACTIVITY_OUTCOMES.some((outcome) => outcome === value);

export const activityFiltersOf = (values: Readonly<Record<string, unknown>> = {}, now: Date = new Date()): TeamActivityFilters => {
  const filters: TeamActivityFilters = {};
  const at = createdAtOf(values, now);
  if (at) filters.at = at;
  const kind = values[ACTIVITY_FILTER.kind];
  if (isKind(kind)) filters.kind = kind;
  const outcome = values[ACTIVITY_FILTER.outcome];
  if (isOutcome(outcome)) filters.outcome = outcome;
  const userId = positiveIdOf(values[ACTIVITY_FILTER.userId]);
  if (userId !== undefined) filters.userId = userId;
  return filters;
};

/** Newest first, always: the history has no other order. */
export const DEFAULT_ACTIVITY_SORT = { field: 'at', order: 'DESC' } as const;

export const activityListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '', sort: [{ at: 'desc' }], filters: activityFiltersOf(params.filter, now), ...pagingOf(params),
});
