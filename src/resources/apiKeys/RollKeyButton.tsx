import { useCanAccess } from 'react-admin';
import { API_KEY_LIMITS, type ApiKeyRow } from '../../api/apiKeys';
import { RollSecretButton } from '../../ui/secrets/RollSecretButton';
import { rollApiKey } from './apiKeysApi';

/**
 * Roll: how long the current secret keeps working (default 24 hours), then "Confirm it's you", which rolls it; the
 * new key is then shown once (src/ui/secrets/RollSecretButton). For those who may manage keys only.
 */
export const RollKeyButton = ({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name'> }) => {
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  if (!canAccess) return null;
  return (
    <RollSecretButton
      name={apiKey.name}
      messages="app.apiKeys.roll"
      cancel="app.apiKeys.cancel"
      issuedMessages="app.apiKeys.issued"
      rolled="app.apiKeys.rolled"
      defaultOverlap={API_KEY_LIMITS.overlapHoursDefault}
      roll={async (overlapHours, proof) => (await rollApiKey(apiKey.id, overlapHours, proof)).key}
    />
  );
};
