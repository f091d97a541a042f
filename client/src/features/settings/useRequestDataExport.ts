import { DataService } from '@pen/sdk';
import { useMutation } from '@tanstack/react-query';

/** POST /api/data/request-export: a ZIP of the member's data, mailed as a link when ready. */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => DataService.requestExport() });
}
