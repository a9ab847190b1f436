import type { ReactElement } from 'react';
import { SelectInput } from 'react-admin';
import { ACTIVITY_KINDS, ACTIVITY_OUTCOMES } from '../../api/activity';
import { ACTIVITY_FILTER as F } from './activityQuery';
import { periodFilterInputs } from '../dateRange/periodFilterInputs';

const KIND_CHOICES = ACTIVITY_KINDS.map((kind) => ({ id: kind, name: `app.activity.kinds.${kind}` }));
const OUTCOME_CHOICES = ACTIVITY_OUTCOMES.map((outcome) => ({ id: outcome, name: `app.activity.outcomes.${outcome}` }));
const ANY = 'app.activity.filters.any';
const PERIOD_LABELS = { period: 'app.activity.filters.period', from: 'app.activity.filters.from', to: 'app.activity.filters.to', any: ANY };

/**
 * The security history's filters, always shown and labelled: the period (spec §9 presets or a custom range), the
 * kind and the outcome; `person` adds the team screen's person choice first. activityQuery.ts
 * turns the values into `queryInput`.
 */
export const activityFilterInputs = (person?: { choices: { id: number; name: string }[] | undefined }): ReactElement[] => [
  ...(person
    ? [<SelectInput key={F.userId} source={F.userId} label="app.activity.fields.person" choices={person.choices ?? []} isPending={!person.choices} translateChoice={false} emptyText={ANY} alwaysOn />]
    : []),
  ...periodFilterInputs(PERIOD_LABELS),
  <SelectInput key={F.kind} source={F.kind} label="app.activity.fields.kind" choices={KIND_CHOICES} emptyText={ANY} alwaysOn />,
  <SelectInput key={F.outcome} source={F.outcome} label="app.activity.fields.outcome" choices={OUTCOME_CHOICES} emptyText={ANY} alwaysOn />,
];
