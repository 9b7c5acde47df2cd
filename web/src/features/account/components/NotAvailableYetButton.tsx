import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/useToast';

/**
 * An Account Settings action whose server side does not exist yet: pressing it says so (the
 * spec's 'coming soon' alert). Replace each use with the real action as it arrives.
 */
export function NotAvailableYetButton({ label }: { label: string }) {
  const { toast } = useToast();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        toast({ title: 'Coming Soon', description: `${label} is not available yet. We're working on it.` })
      }
    >
      {label}
    </Button>
  );
}
