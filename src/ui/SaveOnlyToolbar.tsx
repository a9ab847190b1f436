import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form's toolbar with Save alone, for records that are never deleted from their form (shops and employees are
 * locked, API keys revoked, webhook endpoints and roles deleted by their screen's own button): react-admin's Delete
 * beside Save would call a data-provider delete the record does not have.
 */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
