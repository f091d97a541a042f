import { useMutation } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

/** POST /api/data/request-export: a ZIP of the member's data, mailed as a link when ready. */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => pen.data.requestExport() });
}
