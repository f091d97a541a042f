import { useCallback, useEffect, useRef, useState } from 'react';
import { downscaleImage } from './image-resize';
import { checkSelection, DraftMedia, kindOfType, MediaKind, MESSAGES } from './media-rules';
import { checkVideo } from './video-check';

let nextId = 0;

/**
 * The media of a composer before it is shared: add (with the spec's checks, image downscaling
 * and the in-browser video check with its progress), remove, clear. `checking` is true while
 * a video is checked: Share stays disabled and submitting says 'Wait for video processing to complete.'.
 */
export function useMediaDraft(opts: { allowAudio: boolean; onError: (message: string) => void }) {
  const [items, setItems] = useState<DraftMedia[]>([]);
  const [checking, setChecking] = useState(false);
  const [checkProgress, setCheckProgress] = useState(0);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const onError = useRef(opts.onError);
  onError.current = opts.onError;

  // Object URLs are released when the composer goes away.
  useEffect(() => () => itemsRef.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const problem = checkSelection(
        itemsRef.current.map((i) => i.kind),
        files,
        { allowAudio: opts.allowAudio },
      );
      if (problem) return onError.current(problem);
      const kind = kindOfType(files[0].type) as MediaKind;
      const added: DraftMedia[] = [];
      try {
        if (kind === 'video') {
          setChecking(true);
          setCheckProgress(10);
          const tick = window.setInterval(() => setCheckProgress((p) => Math.min(90, p + 8)), 150);
          const url = URL.createObjectURL(files[0]);
          try {
            const duration = await checkVideo(files[0], url);
            added.push({ id: `m${nextId++}`, kind, file: files[0], url, duration });
          } catch (err) {
            URL.revokeObjectURL(url);
            throw err;
          } finally {
            window.clearInterval(tick);
            setCheckProgress(100);
            setChecking(false);
          }
        } else {
          for (const original of files) {
            const file = kind === 'image' && original.type !== 'image/gif' ? await downscaleImage(original) : original;
            added.push({ id: `m${nextId++}`, kind, file, url: URL.createObjectURL(file) });
          }
        }
      } catch (err) {
        return onError.current(err instanceof Error && err.message ? err.message : MESSAGES.readError);
      }
      setItems((cur) => [...cur, ...added]);
    },
    [opts.allowAudio],
  );

  const addRecording = useCallback((file: File, seconds: number) => {
    if (itemsRef.current.length > 0) return onError.current(itemsRef.current[0].kind === 'audio' ? MESSAGES.oneAudio : MESSAGES.oneType);
    setItems([{ id: `m${nextId++}`, kind: 'audio', file, url: URL.createObjectURL(file), duration: seconds }]);
  }, []);

  const remove = useCallback((id: string) => {
    setItems((cur) => {
      const gone = cur.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return cur.filter((i) => i.id !== id);
    });
  }, []);

  const describe = useCallback((id: string, description: string) => {
    setItems((cur) => cur.map((i) => (i.id === id ? { ...i, description } : i)));
  }, []);

  const clear = useCallback(() => {
    setItems((cur) => {
      cur.forEach((i) => URL.revokeObjectURL(i.url));
      return [];
    });
  }, []);

  return { items, checking, checkProgress, add, addRecording, remove, describe, clear, hasMedia: items.length > 0 };
}

export type MediaDraft = ReturnType<typeof useMediaDraft>;
