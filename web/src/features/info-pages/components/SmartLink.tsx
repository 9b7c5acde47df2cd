import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A path inside the app goes through the router; mailto:, tel: and other addresses are plain links. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
