import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ReactNode, useEffect } from 'react';

/** Names the document after the route ("Prayer list · Pen"), so tabs, history and screen readers tell pages apart. */
export function Titled({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const text = i18n._(title);
  const full = t`${text} · Pen`;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return children;
}
