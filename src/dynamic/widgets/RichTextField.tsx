import Box from '@mui/material/Box';
import { useFieldValue } from 'react-admin';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Shows rich-text HTML from the record. The only place in the app that sets inner HTML, and it is fed only
 * by sanitizeHtml's allow-listed output: showing formatted text needs markup, and the sanitiser is its gate.
 */
export const RichTextField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return <Box className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />;
};
