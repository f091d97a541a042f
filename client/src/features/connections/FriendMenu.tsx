import { useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useRemoveFriend } from './api/useFriendActions';
import { useFriendRequestStatus } from './api/useFriendRequestStatus';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import './connections.css';

export const REMOVE_FRIEND_CONFIRM = 'Are you sure you want to remove this friend?';

/** The friend menu on /userpen: only friends have one, and it offers "Remove from friends". */
export function FriendMenu({ userId }: { userId: number }) {
  const status = useFriendRequestStatus(userId);
  const remove = useRemoveFriend();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (status.data !== 'accepted') return dialog;

  const removeFriend = async () => {
    setOpen(false);
    if (!(await confirm({ message: REMOVE_FRIEND_CONFIRM, confirmLabel: 'Remove', danger: true }))) return;
    remove.mutate(userId, {
      onSuccess: () => showAlert('Friend removed.', 'success'),
      onError: (err) => showAlert(failureText(err, 'Failed to remove friend.', 'Error removing friend. Please try again.'), 'error'),
    });
  };

  return (
    <div className="friend-menu" ref={root}>
      <button
        type="button"
        className="friend-menu-toggle"
        aria-label="Friend menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open ? (
        <ul className="friend-menu-list" role="menu">
          <li role="none">
            <button type="button" role="menuitem" className="danger-text" onClick={() => void removeFriend()} disabled={remove.isPending} autoFocus>
              Remove from friends
            </button>
          </li>
        </ul>
      ) : null}
      {dialog}
    </div>
  );
}
