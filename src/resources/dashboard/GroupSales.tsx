import type { UseQueryResult } from '@tanstack/react-query';
import { ChartSection } from './ChartSection';
import { type FigureRow, FiguresTable } from './FiguresTable';
import { GroupBars } from './GroupBars';
import { QueryState } from './QueryState';

interface GroupSalesProps {
  title: string;
  labelHeading: string;
  query: UseQueryResult<FigureRow[]>;
}

/** Sales by one grouping (shop, service) over the chosen range: bars and, for screen readers, the table. */
export const GroupSales = ({ title, labelHeading, query }: GroupSalesProps) => (
  <ChartSection title={title}>
    <QueryState query={query} height={200} isEmpty={(rows) => rows.every((row) => row.count === 0)}>
      {(rows) => (
        <>
          <GroupBars rows={rows} />
          <FiguresTable title={title} labelHeading={labelHeading} rows={rows} />
        </>
      )}
    </QueryState>
  </ChartSection>
);
