import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { viVN } from '@mui/x-date-pickers/locales';
import { enGB, vi } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI X's own texts in Vietnamese: the open button, the sections' names (Ngày, Tháng…), the clock's lists. */
const VIETNAMESE_TEXTS = viVN.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI x-date-pickers in the screen's language: the calendar's names, and the names screen readers read (English
 * by default). Only lazy chunks import it, so the pickers never weigh on a screen that shows no date field.
 */
export const PickerLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'vi' ? vi : enGB} localeText={locale === 'vi' ? VIETNAMESE_TEXTS : undefined}>
      {children}
    </LocalizationProvider>
  );
};
