import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material/TablePagination';
import type { ComponentType } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../core/formatMoney';

export const ROWS_PER_PAGE = [20, 50, 100];

// react-admin passes its other props on to MUI's TablePagination after its own label; its type leaves this one out.
const LabelledPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

/**
 * react-admin's pagination, whose range label says "1–20 of 10,000+" when the server stopped counting at its
 * bound (`meta.countIsLowerBound`, src/dataProvider/merchantDataProvider.ts) rather than a total it does not know.
 */
export const CountPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const atLeast = (meta as { countIsLowerBound?: unknown } | undefined)?.countIsLowerBound === true;
  const label = ({ from, to, count }: LabelDisplayedRowsArgs) =>
    atLeast
      ? translate('app.lists.rangeOfAtLeast', { from: formatCount(from, locale), to: formatCount(to, locale), count: formatCount(count, locale) })
      : translate('ra.navigation.page_range_info', { offsetBegin: formatCount(from, locale), offsetEnd: formatCount(to, locale), total: formatCount(count, locale) });
  return <LabelledPagination rowsPerPageOptions={ROWS_PER_PAGE} labelDisplayedRows={label} />;
};
