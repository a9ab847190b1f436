import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';
import type { JsonSyntaxError } from './jsonText';

export const JSON_TEXT_ID = 'page-editor-json';
const SYNTAX_ID = 'page-editor-json-syntax';

/** Selects a span of the JSON text and brings it into view (an error's path, a syntax error's place). */
export const selectInText = (textarea: HTMLTextAreaElement | null, start: number, end: number): void => {
  if (!textarea) return;
  textarea.focus();
  textarea.setSelectionRange(start, Math.max(start, end));
  // Scroll the selected line into view: the share of lines before it, of the whole height.
  const lines = textarea.value.split('\n').length;
  const line = textarea.value.slice(0, start).split('\n').length - 1;
  textarea.scrollTop = Math.max(0, (line / Math.max(lines, 1)) * textarea.scrollHeight - textarea.clientHeight / 3);
};

interface JsonViewProps {
  text: string;
  syntax: JsonSyntaxError | null;
  onChange: (text: string) => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
}

/** The draft as JSON in a plain monospace text area; text that does not parse says where, and can go there. */
export const JsonView = ({ text, syntax, onChange, textRef }: JsonViewProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <Box component="label" htmlFor={JSON_TEXT_ID} sx={{ display: 'block', mb: 0.5, typography: 'body2' }}>
        {translate('app.pageEditor.json.label')}
      </Box>
      <Box
        component="textarea"
        id={JSON_TEXT_ID}
        ref={textRef}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={syntax ? true : undefined}
        aria-describedby={syntax ? SYNTAX_ID : undefined}
        rows={28}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: 1.5,
          p: 1,
          border: 1,
          borderColor: syntax ? 'error.main' : 'divider',
          borderRadius: 1,
          resize: 'vertical',
          tabSize: 2,
        }}
      />
      <div aria-live="polite">
        {syntax ? (
          <Alert
            id={SYNTAX_ID}
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => selectInText(textRef.current, syntax.offset, syntax.offset + 1)}>
                {translate('app.pageEditor.json.showWhere')}
              </Button>
            }
          >
            {translate('app.pageEditor.json.syntax', {
              line: syntax.line,
              column: syntax.column,
              reason: translate(`app.pageEditor.json.faults.${syntax.fault}`),
            })}
          </Alert>
        ) : null}
      </div>
    </Box>
  );
};
