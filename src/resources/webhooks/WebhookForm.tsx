import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckboxGroupInput, maxLength, regex, required, SimpleForm, TextInput, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, webhookTypesFor, type WebhookEndpoint, type WebhookEventType } from '../../api/webhooks';
import { parseUserInfo } from '../../authProvider/userInfo';
import { eventTypeText } from './eventTypes';
import { useGuardedSave } from '../../ui/feedback/useGuardedSave';

const EventTypeOption = ({ type }: { type: WebhookEventType }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block' }}>{translate(eventTypeText(type, 'name'))}</Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(eventTypeText(type, 'description'))} (<code>{type}</code>)
      </Typography>
    </Box>
  );
};

/**
 * Every type, as the API key form shows its scopes: one the user's role does not let them see is disabled (the server
 * refuses it: WEBHOOK_EVENT_ACTIONS), so that they know whom to ask; one the endpoint has kept since stays free to untick.
 */
const useEventChoices = () => {
  const { identity } = useGetIdentity();
  const endpoint = useRecordContext<WebhookEndpoint>();
  const user = parseUserInfo(identity?.userInfo);
  // Until the user is known, nothing is disabled (the server has the last word).
  const readable = user ? webhookTypesFor(new Set(user.webPermissions.map((permission) => permission.action))) : WEBHOOK_EVENT_TYPES;
  return WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, disabled: !readable.includes(type) && !endpoint?.eventTypes.includes(type) }));
};

/** The server's rules on where an endpoint may be are its own (docs/webhooks.md); this only catches a typo early. */
const URL_SHAPE = /^https?:\/\/[^\s/]+\S*$/i;


/**
 * The endpoint's form (create and edit): its URL, an optional description and the event types with what each
 * means. A create saves through `onSubmit` (WebhookCreate: after "Confirm it's you"); an edit through react-admin's save.
 */
export const WebhookForm = ({ onSubmit }: { onSubmit?: (values: Record<string, unknown>) => Promise<unknown> }) => {
  const label = (field: string) => `app.webhooks.fields.${field}`;
  const choices = useEventChoices();
  const save = useGuardedSave();
  return (
    <SimpleForm sx={{ maxWidth: 800 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges onSubmit={onSubmit ?? save}>
      <TextInput
        source="url"
        label={label('url')}
        validate={[required(), maxLength(WEBHOOK_LIMITS.urlMax), regex(URL_SHAPE, 'app.webhooks.errors.badUrl')]}
        helperText="app.webhooks.help.url"
        fullWidth
      />
      <TextInput source="description" label={label('descriptionInput')} validate={maxLength(WEBHOOK_LIMITS.descriptionMax)} fullWidth />
      <CheckboxGroupInput
        source="eventTypes"
        label={label('eventTypes')}
        choices={choices}
        optionText={(choice: { id: WebhookEventType }) => <EventTypeOption type={choice.id} />}
        row={false}
        validate={required()}
        helperText="app.webhooks.help.eventTypes"
      />
    </SimpleForm>
  );
};
