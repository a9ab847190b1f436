import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { FormField, type FormFieldProps } from './FormField';
import { useLightI18n } from './LightI18n';

/**
 * A password input with a button that shows or hides what was typed (a long password is easy to mistype unseen).
 * The button is named by what it will do, in the screen's language, like react-admin's PasswordInput on /profile.
 */
export const PasswordField = (props: Omit<FormFieldProps, 'type' | 'endAdornment'>) => {
  const { t } = useLightI18n();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={t(visible ? 'app.signIn.hidePassword' : 'app.signIn.showPassword')}
            aria-controls={`sign-in-${props.name}`}
            onClick={() => setVisible((shown) => !shown)}
            // Keeps the caret in the input when the button is clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
