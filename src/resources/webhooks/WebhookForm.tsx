import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckboxGroupInput, maxLength, regex, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SaveOnlyToolbar } from '../../ui/SaveOnlyToolbar';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEventType } from '../../api/webhooks';
import { eventTypeText } from './eventTypes';

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

const CHOICES = WEBHOOK_EVENT_TYPES.map((type) => ({ id: type }));

/** The server's rules on where an endpoint may be are its own (docs/webhooks.md); this only catches a typo early. */
const URL_SHAPE = /^https?:\/\/[^\s/]+\S*$/i;


/**
 * The endpoint's form (create and edit): its URL, an optional description and the event types with what each
 * means. A create saves through `onSubmit` (WebhookCreate: after "Confirm it's you"); an edit through react-admin's save.
 */
export const WebhookForm = ({ onSubmit }: { onSubmit?: (values: Record<string, unknown>) => Promise<unknown> }) => {
  const label = (field: string) => `app.webhooks.fields.${field}`;
  return (
    <SimpleForm sx={{ maxWidth: 800 }} toolbar={<SaveOnlyToolbar />} {...(onSubmit ? { onSubmit } : {})}>
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
        choices={CHOICES}
        optionText={(choice: { id: WebhookEventType }) => <EventTypeOption type={choice.id} />}
        row={false}
        validate={required()}
        helperText="app.webhooks.help.eventTypes"
      />
    </SimpleForm>
  );
};
