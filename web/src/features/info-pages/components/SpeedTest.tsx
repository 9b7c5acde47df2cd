import { Button, Card } from '@cinevia/ui';
import { useSpeedTest, type SpeedTestState } from '../api/useSpeedTest';
import { RECOMMENDED_SPEEDS, type SpeedTestPageContent } from '../content/speedTest';
import { formatMbps, supportedQualities, type SpeedTestProgress } from '../utils/measureDownloadSpeed';
import styles from './SpeedTest.module.css';

type Texts = SpeedTestPageContent['test'];

/** The connection test: times downloads from our own server and says which qualities the line can stream. */
export function SpeedTest({ texts }: { texts: Texts }) {
  const { state, start } = useSpeedTest();
  const running = state.status === 'running';
  return (
    <Card as="div" className={styles.panel}>
      <div className={styles.readout}>
        {/* One live region for progress and result, present from the start so changes are announced. */}
        <div role="status" className={styles.status}>
          <Readout state={state} texts={texts} />
        </div>
        {running && (
          <progress
            className={styles.progress}
            max={4}
            value={stepOf(state.progress)}
            aria-label={texts.progressLabel}
          />
        )}
      </div>
      <Button size="lg" onClick={start} disabled={running} className={styles.start}>
        {running ? texts.testing : state.status === 'idle' ? texts.start : texts.again}
      </Button>
      {state.status === 'failed' && (
        <div role="alert" className={styles.error}>
          <p>{texts.failed}</p>
          {state.reason && (
            <p className={styles.reason}>
              {texts.details} {state.reason}
            </p>
          )}
        </div>
      )}
      {state.status === 'done' && <Qualities mbps={state.mbps} texts={texts} />}
    </Card>
  );
}

function stepOf(progress: SpeedTestProgress): number {
  return progress.phase === 'warming-up' ? 0 : progress.sample - 1;
}

function Readout({ state, texts }: { state: SpeedTestState; texts: Texts }) {
  switch (state.status) {
    case 'idle':
      return <p className={styles.hint}>{texts.idle}</p>;
    case 'running':
      return (
        <p className={styles.hint}>
          {state.progress.phase === 'warming-up'
            ? texts.warmingUp
            : texts.measuring
                .replace('{n}', String(state.progress.sample))
                .replace('{total}', String(state.progress.of))}
        </p>
      );
    case 'done':
      return (
        <p className={styles.result}>
          <span className={styles.resultLabel}>{texts.resultLabel}</span>
          <span className={styles.speed}>
            {formatMbps(state.mbps)} <span className={styles.unit}>Mbps</span>
          </span>
        </p>
      );
    case 'failed':
      return <p className={styles.hint}>{texts.notFinished}</p>;
  }
}

function Qualities({ mbps, texts }: { mbps: number; texts: Texts }) {
  const supported = new Set(supportedQualities(mbps, RECOMMENDED_SPEEDS).map((speed) => speed.quality));
  return (
    <div className={styles.qualities}>
      <h3 className={styles.qualitiesTitle}>{texts.supportsLabel}</h3>
      {supported.size === 0 && <p>{texts.supportsNone}</p>}
      <ul className={styles.qualityList}>
        {RECOMMENDED_SPEEDS.map((speed) => {
          const ok = supported.has(speed.quality);
          return (
            <li key={speed.quality} className={`${styles.quality} ${ok ? styles.supported : styles.unsupported}`}>
              <span className={styles.qualityName}>{speed.quality}</span>
              <span className={styles.qualityNeeds}>
                {texts.needs.replace('{label}', speed.label).replace('{mbps}', String(speed.mbps))}
              </span>
              <span className={styles.verdict}>{ok ? texts.supported : texts.unsupported}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
