import styles from './Spinner.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className={styles.spinner}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.fullScreen}>
      <Spinner label={label} />
    </div>
  );
}
