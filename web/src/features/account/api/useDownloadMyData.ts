import { apiRequest, useReportedAction } from '@cinevia/ui';
import { saveFile } from '../utils/saveFile';

export const MY_DATA_FILE_NAME = 'cinevia-my-data.json';

/**
 * GET /api/account/export, saved as a file. Fetched rather than linked to, so that a failure
 * (a session that ended, a service down) is a toast instead of a broken download.
 */
export function useDownloadMyData(): () => Promise<boolean> {
  return useReportedAction(
    async () => {
      const response = await apiRequest('GET', '/api/account/export');
      saveFile(await response.blob(), MY_DATA_FILE_NAME);
    },
    {
      failure: 'Failed to prepare your data. Please try again.',
      success: () => ({
        title: 'Your data is downloading',
        description: `Look for ${MY_DATA_FILE_NAME} in your downloads.`,
      }),
    },
  );
}
