import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material/TablePagination';
import type { ComponentType } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../core/formatMoney';

export const ROWS_PER_PAGE = [20, 50, 100];

// react-admin passes its other props on to MUI's TablePagination after its own label; its type leaves this one out.
const LabelledPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

interface CountMeta {
  countIsLowerBound?: unknown;
  countIsEstimate?: unknown;
}

/**
 * react-admin's pagination, whose range label says what the server's count is (src/dataProvider/
 * merchantDataProvider.ts `meta`): "1–20 of about 23,400" for the database's estimate of a large match,
 * "1–20 of 1,000+" when it stopped counting at its bound, rather than a total it does not know.
 */
export const CountPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { countIsLowerBound, countIsEstimate } = (meta ?? {}) as CountMeta;
  const label = ({ from, to, count }: LabelDisplayedRowsArgs) => {
    const figures = { from: formatCount(from, locale), to: formatCount(to, locale), count: formatCount(count, locale) };
    if (countIsLowerBound === true) return translate('app.lists.rangeOfAtLeast', figures);
    if (countIsEstimate === true) return translate('app.lists.rangeOfAbout', figures);
    return translate('ra.navigation.page_range_info', { offsetBegin: figures.from, offsetEnd: figures.to, total: figures.count });
  };
  return <LabelledPagination rowsPerPageOptions={ROWS_PER_PAGE} labelDisplayedRows={label} />;
};
