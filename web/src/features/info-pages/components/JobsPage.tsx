import { jobs } from '../content/jobs';
import { InfoPage } from './InfoPage';
import { JobListings } from './JobListings';

export function JobsPage() {
  return (
    <InfoPage content={jobs}>
      <JobListings content={jobs} />
    </InfoPage>
  );
}
