import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';

import type { MessageValues } from '../../lib/pure/i18n/translator';
import type { MessageId } from '../../messages/message-id';

/**
 * A message with parts that are elements: in the catalog `Read <0>the guide</0> first`, here
 * `components={{ 0: <a href="…" /> }}`. Plain text needs no component: `useT()`.
 */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
