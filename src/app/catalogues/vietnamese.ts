import type { TranslationMessages } from 'react-admin';
import { addressVietnamese } from '../../address/addressVietnamese';
import { problemsVietnamese } from '../../dynamic/dataProvider/problemsVietnamese';
import { editorVietnamese } from '../../dynamic/editor/editorVietnamese';
import { pagesVietnamese } from '../../dynamic/views/pagesVietnamese';
import { voucherPreviewVietnamese } from '../../dynamic/vouchers/voucherPreviewVietnamese';
import { pickersVietnamese } from '../../dynamic/widgets/models/pickersVietnamese';
import { phonesVietnamese } from '../../dynamic/widgets/phones/phonesVietnamese';
import { richTextVietnamese } from '../../dynamic/widgets/richTextVietnamese';
import { widgetsVietnamese } from '../../dynamic/widgets/widgetsVietnamese';
import { appVietnamese } from '../../i18n/appVietnamese';
import { deepMerge, type Messages } from '../../i18n/deepMerge';
import { raVietnamese } from '../../i18n/raVietnamese';
import { dateRangeVietnamese } from '../../ui/dateRange/dateRangeVietnamese';

/**
 * The shell's Vietnamese but the screens' own texts (they join it in loadCatalogue.ts): our complete translation of
 * react-admin's keys, then our own messages and every feature's.
 * Nothing English underneath: every key of the English catalogue has its Vietnamese (test/web/i18n/catalogues.test.ts),
 * and a user who chose Vietnamese loads no English.
 */
export const vietnamese = deepMerge(
  raVietnamese as Messages,
  richTextVietnamese,
  appVietnamese,
  widgetsVietnamese,
  pickersVietnamese,
  phonesVietnamese,
  addressVietnamese,
  problemsVietnamese,
  dateRangeVietnamese,
  pagesVietnamese,
  voucherPreviewVietnamese,
  editorVietnamese,
) as TranslationMessages;
