import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { type DraftPath, getAt, pathText } from './draft';
import { useIssueText } from './useIssueText';

const valueOf = (owner: unknown, path: DraftPath) => getAt(owner, path.slice(-1));
import { inputId, useDraftForm } from './formContext';

interface InputProps {
  /** The object holding the property: the draft, or one of its list items. */
  owner: unknown;
  path: DraftPath;
  /** The i18n key of the label, under app.pageEditor.props. */
  label: string;
}

/** The label: the translated name, then the JSON key it writes (staff move between both views). */
const useLabel = (path: DraftPath, label: string) => {
  const translate = useTranslate();
  return `${translate(`app.pageEditor.props.${label}`)} (${String(path[path.length - 1])})`;
};

/** The problems at the input's path, as its helper text; the input is marked invalid. */
const useProblems = (path: DraftPath) => {
  const issues = useDraftForm().issuesAt(path);
  const textOf = useIssueText();
  return issues.length > 0 ? { error: true, helperText: issues.map(textOf).join('; ') } : {};
};

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value === undefined || value === null ? '' : JSON.stringify(value);

/** A text per language (`{ vi, en }`) rather than a plain string. */
const isPerLanguage = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((key) => key === 'vi' || key === 'en');

/** One input per language for a text written per language; a blank one removes that language. */
const DraftTextPerLanguage = ({ owner, path, label, multiline }: InputProps & { multiline: boolean }) => {
  const base = useLabel(path, label);
  const texts = valueOf(owner, path) as Record<string, unknown>;
  return (
    <>
      {(['vi', 'en'] as const).map((language) => (
        <DraftText key={language} owner={texts} path={[...path, language]} label={label} multiline={multiline} shownLabel={`${base} · ${language}`} />
      ))}
    </>
  );
};

/** A text property; a blank value removes the key. A text per language gets an input per language. */
export const DraftText = ({ owner, path, label, multiline = false, shownLabel }: InputProps & { multiline?: boolean; shownLabel?: string }) => {
  const { change } = useDraftForm();
  const id = inputId(pathText(path));
  const defaultLabel = useLabel(path, label);
  const problems = useProblems(path);
  if (isPerLanguage(valueOf(owner, path))) return <DraftTextPerLanguage owner={owner} path={path} label={label} multiline={multiline} />;
  return (
    <TextField
      id={id}
      label={shownLabel ?? defaultLabel}
      value={shown(valueOf(owner, path))}
      onChange={(event) => change(path, event.target.value === '' ? undefined : event.target.value)}
      size="small"
      multiline={multiline}
      fullWidth
      {...problems}
    />
  );
};

/** A whole number (a page id, a size); text that is no number is kept as typed, and the checks say so. */
export const DraftNumber = ({ owner, path, label }: InputProps) => {
  const { change } = useDraftForm();
  const id = inputId(pathText(path));
  const toValue = (text: string) => (text === '' ? undefined : /^-?[0-9]{1,10}$/.test(text) ? Number(text) : text);
  return (
    <TextField
      id={id}
      label={useLabel(path, label)}
      value={shown(valueOf(owner, path))}
      onChange={(event) => change(path, toValue(event.target.value))}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...useProblems(path)}
    />
  );
};

/** A native select over `options`; the empty choice removes the key; a value outside the options stays listed. */
export const DraftSelect = ({ owner, path, label, options }: InputProps & { options: readonly string[] }) => {
  const translate = useTranslate();
  const { change } = useDraftForm();
  const value = shown(valueOf(owner, path));
  const choices = value === '' || options.includes(value) ? options : [...options, value];
  return (
    <TextField
      id={inputId(pathText(path))}
      select
      label={useLabel(path, label)}
      value={value}
      onChange={(event) => change(path, event.target.value === '' ? undefined : event.target.value)}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...useProblems(path)}
    >
      <option value="">{translate('app.pageEditor.form.none')}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  );
};

/** A flag: unchecked removes the key (false is what the schema assumes). */
export const DraftCheck = ({ owner, path, label }: InputProps) => {
  const { change } = useDraftForm();
  const problems = useProblems(path);
  return (
    <FormControlLabel
      label={useLabel(path, label)}
      sx={problems.error ? { color: 'error.main' } : undefined}
      control={
        <Checkbox
          id={inputId(pathText(path))}
          checked={valueOf(owner, path) === true}
          onChange={(event) => change(path, event.target.checked ? true : undefined)}
          slotProps={{ input: { 'aria-invalid': problems.error || undefined } }}
        />
      }
    />
  );
};
