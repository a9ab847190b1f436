import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LOCALES } from '../i18n/locales';
import { useLightI18n } from './LightI18n';

/** English / Tiếng Việt on the sign-in screens; the choice is kept in storage `locale`. */
export const LanguageSwitch = () => {
  const { locale, setLocale, t } = useLightI18n();
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} role="group" aria-label={t('app.language.label')}>
      {LOCALES.map((option) => (
        <Button
          key={option.locale}
          size="small"
          lang={option.locale}
          aria-pressed={option.locale === locale}
          variant={option.locale === locale ? 'outlined' : 'text'}
          onClick={() => setLocale(option.locale)}
        >
          {option.name}
        </Button>
      ))}
    </Box>
  );
};
