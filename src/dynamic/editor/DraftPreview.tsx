import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { memo, useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type Mode, MODES, type PageDefinition } from '../../api/pageDefinition';
import { buttonsForMode } from '../actions';
import { formRecordOf } from '../views/formValues';
import { PageFields } from '../views/PageFields';
import { useHiddenFields } from '../views/useHiddenFields';
import { PreviewBoundary } from './PreviewBoundary';

const PREVIEW_MODES = MODES.filter((mode) => mode !== 'list' && mode !== 'row');
const noSubmit = () => undefined;

const PreviewFields = ({ page }: { page: PageDefinition }) => <PageFields page={page} hidden={useHiddenFields(page)} />;

/** The buttons of the mode as they will look; they are not run here (the preview saves and calls nothing). */
const PreviewButtons = ({ page, mode }: { page: PageDefinition; mode: Mode }) => {
  const translate = useTranslate();
  const buttons = buttonsForMode(page, mode);
  if (buttons.length === 0) return <Box sx={{ typography: 'body2', color: 'text.secondary', py: 1 }}>{translate('app.pages.noButton')}</Box>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }} aria-label={translate('app.pageEditor.preview.buttons')} role="group">
      {buttons.map((button, index) => (
        <Button key={index} variant={button.type === 'submit' ? 'contained' : 'outlined'} color={button.color ?? 'primary'} disabled>
          {button.title}
        </Button>
      ))}
    </Box>
  );
};

interface DraftPreviewProps {
  /** The last draft that passed the checks; null until one has. */
  page: PageDefinition | null;
  /** The current draft has errors: the preview is of an earlier one. */
  stale: boolean;
}

/**
 * The draft rendered by the page engine's own fields (src/dynamic/views), in a form of its own: the fields a
 * hideExpression hides disappear as in the app; nothing is saved and the buttons are only shown.
 */
export const DraftPreview = memo(function DraftPreview({ page, stale }: DraftPreviewProps) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('create');
  const record = useMemo(() => (page ? formRecordOf(page, null) : null), [page]);
  const key = useMemo(() => (page ? JSON.stringify(page) : ''), [page]);
  return (
    <Box component="section" aria-labelledby="page-editor-preview-title" data-testid="page-editor-preview">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box component="h3" id="page-editor-preview-title" sx={{ typography: 'h6', m: 0 }}>
          {translate('app.pageEditor.preview.title')}
        </Box>
        <TextField
          select
          size="small"
          label={translate('app.pageEditor.preview.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          id="page-editor-preview-mode"
        >
          {PREVIEW_MODES.map((one) => (
            <option key={one} value={one}>
              {`${translate(`app.pageEditor.modes.${one}`)} (${one})`}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', my: 1 }}>{translate('app.pageEditor.preview.note')}</Box>
      {stale ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(page ? 'app.pageEditor.preview.stale' : 'app.pageEditor.preview.empty')}
        </Alert>
      ) : null}
      {page && record ? (
        <PreviewBoundary key={key} fallback={(message) => translate('app.pageEditor.preview.failed', { error: message })}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Box component="h4" sx={{ typography: 'subtitle1', m: 0, mb: 1 }}>
              {page.name}
            </Box>
            <Form key={key} record={record} onSubmit={noSubmit} noValidate>
              <PreviewFields page={page} />
              <PreviewButtons page={page} mode={mode} />
            </Form>
          </Box>
        </PreviewBoundary>
      ) : null}
    </Box>
  );
});
