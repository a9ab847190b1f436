import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeVnMobile } from '../../core/phone';

interface PhoneSearchProps {
  /** What the field shows first (the address's `phone`). */
  initial: string;
  /** Called with the canonical phone when the typed one is a Vietnamese mobile number. */
  onSearch: (phone: string) => void;
  buttonKey?: string;
}

/**
 * The customer's phone, looked up on Enter or with the button (a search landmark, not a form: Enter here never
 * submits the sale's form, and the lookup's navigation is no form action). The hint says the accepted formats; a number that is not one says so and keeps the focus here.
 */
export const PhoneSearch = ({ initial, onSearch, buttonKey = 'app.checkout.phone.search' }: PhoneSearchProps) => {
  const translate = useTranslate();
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const search = () => {
    const phone = normalizeVnMobile(typed);
    setInvalid(phone === null);
    if (phone !== null) onSearch(phone);
  };
  return (
    <Stack role="search" direction="row" spacing={1} alignItems="flex-start" sx={{ maxWidth: 560 }}>
      <TextField
        id={`${id}-phone`}
        label={translate('app.checkout.phone.label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          search();
        }}
        error={invalid}
        helperText={translate(invalid ? 'app.checkout.phone.invalid' : 'app.checkout.phone.hint')}
        type="tel"
        autoComplete="off"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 } }}
      />
      <Button type="button" onClick={search} variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1, flexShrink: 0 }}>
        {translate(buttonKey)}
      </Button>
    </Stack>
  );
};
