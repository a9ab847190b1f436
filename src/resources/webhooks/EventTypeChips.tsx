import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { WebhookAnyEventType } from '../../api/webhooks';
import { eventTypeText } from './eventTypes';

/** An endpoint's event types as chips named in the app's language; the type's code on hover, as the receiver sees it. */
export const EventTypeChips = ({ types }: { types: readonly WebhookAnyEventType[] }) => {
  const translate = useTranslate();
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {types.map((type) => (
        <li key={type}>
          <Chip size="small" label={translate(eventTypeText(type, 'name'))} title={type} />
        </li>
      ))}
    </Stack>
  );
};
