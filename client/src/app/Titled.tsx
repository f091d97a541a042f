import { ReactNode, useEffect } from 'react';

/** Names the document after the route ("Prayer list · Pen"), so tabs, history and screen readers tell pages apart. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Pen`;
  }, [title]);
  return children;
}
