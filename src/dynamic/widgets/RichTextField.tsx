import Box from '@mui/material/Box';
import { useFieldValue, useLocaleState } from 'react-admin';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Shows rich-text HTML from the record. The only place in the app that sets inner HTML, and it is fed only
 * by sanitizeHtml's allow-listed output: showing formatted text needs markup, and the sanitiser is its gate.
 */
export const RichTextField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  return <Box className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(inLanguage(value, locale)) }} />;
};

/** A field kept per language (`isMutilLanguage`, { vi, en }): the user's language, else Vietnamese, else the first. */
const inLanguage = (value: unknown, locale: string): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const map = value as Record<string, unknown>;
  const written = (one: unknown) => typeof one === 'string' && one !== '';
  return [map[locale], map.vi, ...Object.values(map)].find(written) ?? '';
};
