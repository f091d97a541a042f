import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ReactNode, useEffect } from 'react';

/** Names the document after the route ("Prayer list · Pen"), so tabs, history and screen readers tell pages apart. */
export function Titled({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useEffect(() => {
    document.title = `${text} · Pen`;
  }, [text]);
  return children;
}
