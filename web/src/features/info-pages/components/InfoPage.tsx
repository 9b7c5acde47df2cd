import type { ReactNode } from 'react';
import { ArrowLeftIcon, ButtonLink, PageHeader, useDocumentTitle } from '@cinevia/ui';
import type { InfoPageContent } from '../types/content';
import { ContentBlocks } from './ContentBlocks';
import { InfoLayout } from './InfoLayout';
import { InfoSection } from './InfoSection';
import styles from './InfoPage.module.css';

type InfoPageProps = {
  content: InfoPageContent;
  /** Interactive parts drawn between the intro and the first section (the FAQ's questions, job listings). */
  children?: ReactNode;
  /** Interactive parts drawn at the end of the section with that id (the contact form, the speed test). */
  slots?: Record<string, ReactNode>;
  width?: 'prose' | 'wide';
  withBackButton?: boolean;
};

/** Every information page: the shared frame, a heading with its way home, and titled sections of text. */
export function InfoPage({ content, children, slots = {}, width = 'prose', withBackButton }: InfoPageProps) {
  useDocumentTitle(content.title);
  if (import.meta.env.DEV) warnAboutUnknownSlots(content, slots);
  return (
    <InfoLayout withBackButton={withBackButton}>
      <article className={`${styles.article} ${styles[width]}`} aria-labelledby="page-title">
        <PageHeading title={content.title} intro={content.intro} />
        {children}
        {content.sections.map((section) => (
          <InfoSection key={section.id} id={section.id} title={section.heading}>
            <ContentBlocks blocks={section.body} />
            {slots[section.id]}
          </InfoSection>
        ))}
      </article>
    </InfoLayout>
  );
}

/** The top of every information page: the way home, the page's h1 and its introduction. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <PageHeader
      back={
        <ButtonLink to="/" variant="ghost" className={styles.home}>
          <ArrowLeftIcon width={18} height={18} />
          Back to Home
        </ButtonLink>
      }
      title={title}
      titleId="page-title"
      intro={intro}
    />
  );
}

/** A slot named after a section that is not there would silently vanish; say so while developing. */
function warnAboutUnknownSlots(content: InfoPageContent, slots: Record<string, ReactNode>) {
  const ids = new Set(content.sections.map((section) => section.id));
  for (const key of Object.keys(slots)) {
    if (!ids.has(key)) console.error(`InfoPage "${content.title}" has no section "${key}" for its slot`);
  }
}
