import CircularProgress from '@mui/material/CircularProgress';
import { lightTranslate } from '../i18n/lightCatalogues';
import { readLocale } from '../i18n/locales';

/**
 * Shown while a lazy screen's file arrives (the shell for a stored session, a sign-in step opened by its address),
 * in place of the same circle index.html draws before any script has run. Drawn by the entry, so no text of the
 * shell; labelled for screen readers, which the page's own circle is not.
 */
export const ShellLoading = () => (
  <CircularProgress aria-label={lightTranslate(readLocale())('app.loading')} sx={{ display: 'block', mx: 'auto', mt: 8 }} />
);
