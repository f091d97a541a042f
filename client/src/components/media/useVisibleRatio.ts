import { RefObject, useEffect, useState } from 'react';

/** Whether at least `threshold` of the element is in the viewport (IntersectionObserver). */
export function useIsVisible(ref: RefObject<Element | null>, threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting && entry.intersectionRatio >= threshold), { threshold: [0, threshold, 1] });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, threshold]);
  return visible;
}
