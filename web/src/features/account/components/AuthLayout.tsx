import type { ReactNode } from 'react';
import { CardPage } from '@cinevia/ui';

/** The frame shared by the sign-in, sign-up and password pages. */
export function AuthLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <CardPage title={title} intro={intro}>
      {children}
    </CardPage>
  );
}
