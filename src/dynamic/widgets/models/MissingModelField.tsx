import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { FieldTitle, useTranslate } from 'react-admin';

/** Shown in place of a model widget whose definition lacks `modelSelectField` (spec §5). */
export const MissingModelField = ({ source, label, message }: { source: string; label?: string; message: string }) => {
  const translate = useTranslate();
  return (
    <FormControl error margin="dense" fullWidth>
      <FormLabel>
        <FieldTitle source={source} label={label} />
      </FormLabel>
      <FormHelperText role="alert">{translate(message)}</FormHelperText>
    </FormControl>
  );
};
