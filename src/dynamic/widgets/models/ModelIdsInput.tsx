import { useMemo, useState } from 'react';
import { Box, Button, Chip, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { MissingModelField } from './MissingModelField';
import { parseModelSelectField, type ModelColumn } from './modelColumns';
import { isModelId, sameId, type ModelId } from './modelApi';
import type { ModelWidgetProps } from './modelWidgetProps';
import { PickerDialog, type PickerMode } from './PickerDialog';
import { namesOfRows } from './SingleModel';
import { useModelNames } from './useModelData';

const EMPTY: ModelId[] = [];

/**
 * A list of record ids chosen in the picker dialog (several at once), with a view of the chosen records.
 * `chips`: each chosen record as a removable chip (ArrayModel); otherwise a count (SelectModel).
 */
export const ModelIdsInput = (props: ModelWidgetProps & { chips: boolean }) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingModelSelectField" />;
  return <ModelIds {...props} columns={columns} />;
};

const ModelIds = ({ source, label, validate, disabled, helperText, apiUrl, method, columns, chips }: ModelWidgetProps & { chips: boolean; columns: ModelColumn[] }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate, disabled });
  const [dialog, setDialog] = useState<{ open: boolean; mode: PickerMode }>({ open: false, mode: 'select' });
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const ids = useMemo(() => (Array.isArray(field.value) ? (field.value as unknown[]).filter(isModelId) : EMPTY), [field.value]);
  const { nameOf, remember } = useModelNames(api, chips ? ids : EMPTY);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const labelText = String(translateLabel({ label, source }));
  const nameText = (one: ModelId) => nameOf(one) ?? (nameOf(one) === null ? `#${one}` : '…');
  return (
    <FormControl error={showError} disabled={disabled} margin="dense" fullWidth>
      <FormLabel id={`${id}-label`}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {chips ? (
          ids.map((one) => (
            <Chip
              key={String(one)}
              label={nameText(one)}
              onDelete={disabled ? undefined : () => field.onChange(ids.filter((other) => !sameId(other, one)))}
              aria-label={nameText(one)}
            />
          ))
        ) : (
          <Typography variant="body2">
            {ids.length ? translate('app.widgets.picker.chosenCount', { smart_count: ids.length }) : translate('app.widgets.picker.nothingChosen')}
          </Typography>
        )}
        {chips && !ids.length && <Typography variant="body2">{translate('app.widgets.picker.nothingChosen')}</Typography>}
        <Button size="small" onClick={() => setDialog({ open: true, mode: 'select' })} disabled={disabled}>
          {translate('app.widgets.picker.choose')}
        </Button>
        {ids.length > 0 && (
          <Button size="small" onClick={() => setDialog({ open: true, mode: 'view' })}>
            {translate('app.widgets.picker.view')}
          </Button>
        )}
      </Box>
      <FormHelperText>
        <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />
      </FormHelperText>
      <PickerDialog
        open={dialog.open}
        mode={dialog.mode}
        title={translate(dialog.mode === 'select' ? 'app.widgets.picker.selectTitle' : 'app.widgets.picker.viewTitle', { name: labelText })}
        apiUrl={apiUrl}
        method={method}
        columns={columns}
        multiple
        chosen={ids}
        onClose={() => {
          setDialog({ ...dialog, open: false });
          field.onBlur();
        }}
        onApply={(chosen, rows) => {
          remember(namesOfRows(rows));
          field.onChange(chosen);
        }}
      />
    </FormControl>
  );
};
