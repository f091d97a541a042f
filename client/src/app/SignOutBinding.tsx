import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindSignOut } from '../lib/sign-out';

/**
 * Lets sign-out (which also runs outside React, from the SDK) clear this app's query cache and
 * move with the router, so the page changes without a reload and alerts stay visible.
 */
export function SignOutBinding() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLayoutEffect(() => bindSignOut({ queryClient, goTo: (path) => void navigate(path, { replace: true }) }), [queryClient, navigate]);
  return null;
}
