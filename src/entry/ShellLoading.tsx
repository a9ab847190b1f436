import CircularProgress from '@mui/material/CircularProgress';
import { lightTranslate } from '../i18n/lightCatalogues';
import { readLocale } from '../i18n/locales';

/**
 * Shown while the shell's file arrives (a stored session opening the app): a phone saw a blank page for its first
 * two and a half seconds (Lighthouse's first paint) instead of this. Drawn by the entry, so no text of the shell.
 */
export const ShellLoading = () => (
  <CircularProgress aria-label={lightTranslate(readLocale())('app.loading')} sx={{ display: 'block', mx: 'auto', mt: 8 }} />
);
