import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onNotice } from '../dataProvider/notices';
import { messageKey } from '../i18n/messageKey';

/** Shows the HTTP client's alerts and warnings (spec §8) as react-admin notifications, translated. */
export const NoticeBridge = () => {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onNotice((notice) => {
        const text = translate(messageKey(notice.message), { ...notice.messageArgs, _: notice.message });
        const detail = notice.detail ? translate(messageKey(notice.detail), { _: notice.detail }) : null;
        notify(detail ? `${text} — ${detail}` : text, { type: notice.type, messageArgs: { _: text } });
      }),
    [notify, translate],
  );
  return null;
};
