import { useCallback } from 'react';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import { saveFile } from '../utils/saveFile';

export const MY_DATA_FILE_NAME = 'cinevia-my-data.json';

/**
 * GET /api/account/export, saved as a file. Fetched rather than linked to, so that a failure
 * (a session that ended, a service down) is a toast instead of a broken download.
 */
export function useDownloadMyData(): () => Promise<void> {
  const { toast } = useToast();
  return useCallback(async () => {
    let data: Blob;
    try {
      const response = await apiRequest('GET', '/api/account/export');
      data = await response.blob();
    } catch (error) {
      console.error('Exporting my data failed', error);
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to prepare your data. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    saveFile(data, MY_DATA_FILE_NAME);
    toast({ title: 'Your data is downloading', description: `Look for ${MY_DATA_FILE_NAME} in your downloads.` });
  }, [toast]);
}
