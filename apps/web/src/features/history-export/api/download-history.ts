import { PROTECTION_HISTORY_EXPORT_PATH, type THistoryExportQuery } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../save-file';

/** Fetches the CSV of a range (member token in the header) and saves it under the server's file name. */
export async function downloadHistory(query: THistoryExportQuery): Promise<void> {
  const { blob, fileName } = await apiDownload(PROTECTION_HISTORY_EXPORT_PATH, { query });
  saveFile(fileName ?? `${query.type}-${query.from}-${query.to}.csv`, blob);
}

/** The export as a mutation: pending while the file downloads, the ApiError when it is refused. */
export function useDownloadHistory() {
  return useMutation({ mutationFn: downloadHistory });
}
