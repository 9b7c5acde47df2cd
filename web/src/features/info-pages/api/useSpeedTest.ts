import { useCallback, useEffect, useRef, useState } from 'react';
import { measureDownloadSpeed, type SpeedTestProgress } from '../utils/measureDownloadSpeed';
import { downloadFromOurServer } from './downloadSample';

export type SpeedTestState =
  | { status: 'idle' }
  | { status: 'running'; progress: SpeedTestProgress }
  | { status: 'done'; mbps: number }
  | { status: 'failed'; reason: string | null };

/** Runs the download test against our own server; leaving the page stops it. */
export function useSpeedTest(): { state: SpeedTestState; start: () => void } {
  const [state, setState] = useState<SpeedTestState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', progress: { phase: 'warming-up' } });
    measureDownloadSpeed(downloadFromOurServer(controller.signal), (progress) => {
      if (!controller.signal.aborted) setState({ status: 'running', progress });
    }).then(
      (mbps) => {
        if (!controller.signal.aborted) setState({ status: 'done', mbps });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Speed test failed', error);
        setState({ status: 'failed', reason: error instanceof Error ? error.message : null });
      },
    );
  }, []);

  return { state, start };
}
