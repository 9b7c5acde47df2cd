import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { ArrowLeftIcon } from '../../../ui/icons';
import styles from './InfoLayout.module.css';

/** Back through the browser's history; straight to home when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  // The router numbers its own history entries; 0 means there is nothing of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button variant="ghost" className={styles.backButton} onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
      <ArrowLeftIcon />
      <span className={styles.backLabel}>Back</span>
    </Button>
  );
}
