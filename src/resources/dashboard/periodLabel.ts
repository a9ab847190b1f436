import { formatDate } from '../../core/formatDate';

/**
 * The name of a report period (merchantSaleReport: 'YYYY-MM-DD' or 'YYYY-MM'), DD/MM/YYYY or MM/YYYY as spec §9
 * writes dates; `short` drops a day's year for the chart's axis.
 */
export const periodLabel = (period: string, short = false): string => {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return `${month[2]}/${month[1]}`;
  const day = formatDate(period);
  return short && day ? day.slice(0, 5) : day || period;
};
