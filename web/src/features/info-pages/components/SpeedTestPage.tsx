import { speedTest } from '../content/speedTest';
import { InfoPage } from './InfoPage';
import { SpeedTest } from './SpeedTest';

export function SpeedTestPage() {
  return <InfoPage content={speedTest} slots={{ 'connection-test': <SpeedTest texts={speedTest.test} /> }} />;
}
