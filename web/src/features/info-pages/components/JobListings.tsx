import { ButtonLink, Card } from '@cinevia/ui';
import type { JobListing, JobsPageContent } from '../content/jobs';
import { InfoSection } from './InfoSection';
import styles from './JobListings.module.css';

/** The open roles, each with its facts and an Apply Now that starts an email to recruiting. */
export function JobListings({ content }: { content: JobsPageContent }) {
  return (
    <InfoSection title={content.listingsHeading}>
      <ul className={styles.list}>
        {content.listings.map((job) => (
          <li key={job.id}>
            <JobCard job={job} applyEmail={content.applyEmail} labels={content.labels} />
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

function JobCard({
  job,
  applyEmail,
  labels,
}: {
  job: JobListing;
  applyEmail: string;
  labels: JobsPageContent['labels'];
}) {
  const titleId = `job-${job.id}-title`;
  const mailto = `mailto:${applyEmail}?subject=${encodeURIComponent(`${labels.applySubject} ${job.title}`)}`;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.jobTitle}>
        {job.title}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.department}</dt>
          <dd>{job.department}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{labels.type}</dt>
          <dd>{job.type}</dd>
        </div>
      </dl>
      <p className={styles.description}>{job.description}</p>
      <ButtonLink to={mailto} className={styles.apply}>
        {labels.apply}
        <span className="visually-hidden"> for {job.title}</span>
      </ButtonLink>
    </Card>
  );
}
