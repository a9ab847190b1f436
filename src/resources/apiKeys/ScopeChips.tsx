import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLocaleState } from 'react-admin';
import type { ApiScope } from '../../api/apiKeys';
import { useApiScopes } from './useApiScopes';

/** A key's scopes as chips named in the app's language (the scope's code until the catalogue has loaded). */
export const ScopeChips = ({ scopes }: { scopes: readonly ApiScope[] }) => {
  const catalogue = useApiScopes();
  const [locale] = useLocaleState();
  const nameOf = (scope: ApiScope) => catalogue?.find((entry) => entry.scope === scope)?.name[locale === 'vi' ? 'vi' : 'en'] ?? scope;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {scopes.map((scope) => (
        <li key={scope}>
          <Chip size="small" label={nameOf(scope)} title={scope} />
        </li>
      ))}
    </Stack>
  );
};
