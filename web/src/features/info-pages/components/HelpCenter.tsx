import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, ChevronRightIcon, TextField } from '@cinevia/ui';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import type { HelpPageContent } from '../content/help';
import { filterHelpTopics } from '../utils/filterHelpTopics';
import { FaqList } from '../../../ui/FaqList';
import { InfoSection } from './InfoSection';
import { SmartLink } from './SmartLink';
import styles from './HelpCenter.module.css';

/** Search that filters the common questions, topic cards that jump to their questions, and the questions. */
export function HelpCenter({ content }: { content: HelpPageContent }) {
  const [query, setQuery] = useState('');
  const topics = useMemo(() => filterHelpTopics(content.topics, query), [content.topics, query]);
  const searching = query.trim() !== '';
  const matches = topics.reduce((count, topic) => count + topic.articles.length, 0);
  const questionsId = useId();
  useScrollToHash(true);

  return (
    <>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={content.search.label}
          type="search"
          placeholder={content.search.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls={questionsId}
        />
      </form>

      {/* While searching, the answers move up under the search box; the topics return when it is cleared. */}
      <InfoSection title={content.topicsHeading} hidden={searching}>
        <ul className={styles.topics}>
          {content.topics.map((topic) => (
            <Card as="li" size="sm" key={topic.id} className={styles.topic}>
              <h3 className={styles.topicTitle}>
                <Link to={{ hash: topic.id }} className={styles.topicLink}>
                  {topic.title}
                </Link>
              </h3>
              <p className={styles.topicText}>{topic.description}</p>
              <p className={styles.topicCount}>{content.search.count(topic.articles.length)}</p>
            </Card>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title={content.questionsHeading} id={questionsId}>
        <p role="status" className={searching ? styles.status : 'visually-hidden'}>
          {searching && (matches === 0 ? content.search.noResults : content.search.matches(matches, query.trim()))}
        </p>
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            tabIndex={-1}
            className={styles.group}
            aria-labelledby={`${topic.id}-title`}
          >
            <h3 id={`${topic.id}-title`} className={styles.groupTitle}>
              {topic.title}
            </h3>
            {searching ? (
              <ul className={styles.results}>
                {topic.articles.map((article) => (
                  <li key={article.id} className={styles.result}>
                    <h4 className={styles.resultTitle}>{article.question}</h4>
                    {article.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </li>
                ))}
              </ul>
            ) : (
              <FaqList entries={topic.articles} headingLevel="h4" look="page" />
            )}
            <SmartLink href={topic.related.href} className={styles.related}>
              {content.relatedPrefix} {topic.related.label}
              <ChevronRightIcon width={18} height={18} />
            </SmartLink>
          </section>
        ))}
      </InfoSection>
    </>
  );
}
