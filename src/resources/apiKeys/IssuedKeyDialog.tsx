import { IssuedSecretDialog } from '../../ui/secrets/IssuedSecretDialog';

/** A new API key, shown this once (createApiKey, rollApiKey): the shared shown-once dialog in the keys' words. */
export const IssuedKeyDialog = ({ apiKey, onDone }: { apiKey: string | null; onDone: () => void }) => (
  <IssuedSecretDialog secret={apiKey} messages="app.apiKeys.issued" onDone={onDone} />
);
