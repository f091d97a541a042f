import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaComposer } from '../src/components/media/MediaComposer';
import { checkSelection, formatDuration, MESSAGES } from '../src/components/media/media-rules';
import { RECORDER_MESSAGES, recorderErrorCode } from '../src/components/media/recorder-errors';
import { useMediaDraft } from '../src/components/media/useMediaDraft';
import { MediaGallery } from '../src/components/media/MediaGallery';
import { activateLocale } from '../src/lib/i18n/activate';
import { pen } from '../src/lib/sdk';

beforeAll(() => {
  // jsdom has no object URLs.
  let n = 0;
  URL.createObjectURL = () => `blob:test-${n++}`;
  URL.revokeObjectURL = () => undefined;
});

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('media selection rules', () => {
  it('enforces one type, one video, four images and no audio in group comments', () => {
    expect(checkSelection([], [{ type: 'image/jpeg', size: 1 }], { allowAudio: true })).toBeUndefined();
    expect(checkSelection(['image'], [{ type: 'video/mp4', size: 1 }], { allowAudio: true })).toBe(MESSAGES.oneType);
    expect(checkSelection([], [{ type: 'video/mp4', size: 1 }, { type: 'video/mp4', size: 1 }], { allowAudio: true })).toBe('Only one video allowed per post.');
    expect(checkSelection(['image', 'image', 'image'], [{ type: 'image/png', size: 1 }, { type: 'image/png', size: 1 }], { allowAudio: true })).toBe('Maximum 4 images allowed.');
    expect(checkSelection([], [{ type: 'audio/webm', size: 1 }], { allowAudio: false })).toBe('Audio files are not supported at the moment.');
    expect(checkSelection([], [{ type: 'video/mp4', size: 1001 * 1024 * 1024 }], { allowAudio: true })).toBe('Video is too large');
    expect(checkSelection([], [{ type: 'application/pdf', size: 1 }], { allowAudio: true })).toBe(MESSAGES.unsupported);
  });

  it('formats timer values', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(1800)).toBe('30:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('recorder errors', () => {
  it('maps browser failures to the spec codes and readable messages', () => {
    const err = (name: string) => Object.assign(new Error('x'), { name });
    expect(recorderErrorCode(err('NotAllowedError'))).toBe('permission_denied');
    expect(recorderErrorCode(err('NotFoundError'))).toBe('no_specified_media_found');
    expect(recorderErrorCode(err('NotReadableError'))).toBe('media_in_use');
    expect(recorderErrorCode(err('OverconstrainedError'))).toBe('invalid_media_constraints');
    expect(recorderErrorCode(err('AbortError'))).toBe('media_aborted');
    expect(recorderErrorCode(new TypeError('no constraints'))).toBe('no_constraints');
    expect(recorderErrorCode('weird')).toBe('recorder_error');
    expect(i18n._(RECORDER_MESSAGES.permission_denied)).toMatch(/Microphone access was denied/);
  });

  it('says the media rules and recorder errors in the language in use when they are shown', async () => {
    await activateLocale('fi');
    expect(checkSelection(['image'], [{ type: 'video/mp4', size: 1 }], { allowAudio: true })).toBe('Voit lisätä kerrallaan vain yhdenlaista mediaa.');
    expect(MESSAGES.waitVideo).toBe('Odota, että videon käsittely valmistuu.');
    expect(i18n._(RECORDER_MESSAGES.permission_denied)).toMatch(/^Mikrofonin käyttö estettiin/);
  });
});

function Composer({ allowAudio = true }: { allowAudio?: boolean }) {
  const [error, setError] = useState('');
  const draft = useMediaDraft({ allowAudio, onError: setError });
  return (
    <div>
      <MediaComposer draft={draft} allowAudio={allowAudio} />
      <p data-testid="error">{error}</p>
    </div>
  );
}

describe('MediaComposer', () => {
  it('previews chosen files with remove buttons and refuses a fifth image', async () => {
    render(<Composer />);
    const input = screen.getByLabelText('Choose photos, a video or an audio file');
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif'), file('b.gif', 'image/gif')] } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    fireEvent.change(input, { target: { files: [file('c.gif', 'image/gif'), file('d.gif', 'image/gif'), file('e.gif', 'image/gif')] } });
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Maximum 4 images allowed.'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('offers Record on posts but not in group comments, where audio files are refused', async () => {
    const { unmount } = render(<Composer />);
    fireEvent.click(screen.getByRole('button', { name: /Record/ }));
    expect(screen.getByRole('group', { name: 'Audio recorder' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Ready to record');
    expect(screen.getByLabelText('Recording time').textContent).toContain('0:00');
    unmount();
    render(<Composer allowAudio={false} />);
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });
});

describe('MediaGallery', () => {
  it('shows images from the API base plus the stored path, and the processing and failed states', () => {
    const { rerender } = render(
      <MediaGallery label="Alice's post" media={[{ media_id: 1, type: 'image', path: 'uploads/media/abc.jpg', media_state: 'ready' }]} />,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/uploads/media/abc.jpg');
    rerender(<MediaGallery label="p" media={[{ media_id: 1, type: 'video', path: null, media_state: 'pending' }]} />);
    expect(screen.getByRole('status').textContent).toContain('being processed');
    rerender(<MediaGallery label="p" media={[{ media_id: 1, type: 'video', path: null, media_state: 'failed' }]} />);
    expect(screen.getByRole('status').textContent).toContain('could not be processed');
    // Without a place to upload to (not the author's), no action is offered.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("names each file with its author's description (issue 41): an image's alt, a video's and a recording's accessible name", () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container, rerender } = render(
      <MediaGallery label="Post" media={[{ media_id: 1, type: 'image', path: 'uploads/media/a.jpg', media_state: 'ready', description: 'Choir singing at dawn' }]} />,
    );
    expect(screen.getByRole('img', { name: 'Choir singing at dawn' })).toBeTruthy();
    rerender(<MediaGallery label="Post" media={[{ media_id: 2, type: 'video', path: 'uploads/media/v.mp4', media_state: 'ready', description: 'Baptism in the river' }]} />);
    expect(container.querySelector('video')?.getAttribute('aria-label')).toBe('Baptism in the river');
    rerender(<MediaGallery label="Post" media={[{ media_id: 3, type: 'audio', path: 'uploads/media/s.webm', media_state: 'ready', description: 'Sermon on hope' }]} />);
    expect(container.querySelector('audio')?.getAttribute('aria-label')).toBe('Sermon on hope');
    rerender(<MediaGallery label="Post" media={[{ media_id: 4, type: 'image', path: 'uploads/media/b.jpg', media_state: 'ready', description: null }]} />);
    expect(screen.getByRole('img', { name: 'Post: image 1 of 1' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("offers the author Retry for failed media, which uploads the chosen file to the same post (no 'delete and try again')", async () => {
    const upload = vi.spyOn(pen.media, 'uploadImages').mockResolvedValue({ message: 'ok', media: [] } as never);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MediaGallery label="p" media={[{ media_id: 3, type: 'image', path: null, media_state: 'failed' }]} retry={{ postId: 7 }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).not.toMatch(/delete/i);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const gif = file('again.gif', 'image/gif');
    fireEvent.change(screen.getByLabelText('Choose the photos again'), { target: { files: [gif] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][0]).toEqual({ body: { postId: 7, files: [gif] } });
    upload.mockRestore();
  });
});
