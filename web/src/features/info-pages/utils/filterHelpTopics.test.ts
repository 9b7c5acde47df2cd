import type { HelpTopic } from '../content/help';
import { filterHelpTopics } from './filterHelpTopics';

function aTopic(overrides: Partial<HelpTopic> = {}): HelpTopic {
  return {
    id: 'account-profile',
    title: 'Account & Profile',
    description: 'Your account.',
    related: { label: 'Pricing', href: '/pricing' },
    articles: [
      { id: 'cancel', question: 'How do I cancel?', answer: ['Open your profile and choose Manage Subscription.'] },
      { id: 'sign-in', question: 'I can’t sign in', answer: ['Check your email address.'] },
    ],
    ...overrides,
  };
}

describe('filterHelpTopics()', () => {
  it('keeps every topic for a blank query', () => {
    const topics = [aTopic()];
    expect(filterHelpTopics(topics, '   ')).toBe(topics);
  });

  it('keeps only the articles containing every word, in question or answer, ignoring case', () => {
    const [topic] = filterHelpTopics([aTopic()], 'MANAGE cancel');
    expect(topic?.articles.map((article) => article.id)).toEqual(['cancel']);
  });

  it('matches straight apostrophes against curly ones', () => {
    const [topic] = filterHelpTopics([aTopic()], "can't");
    expect(topic?.articles.map((article) => article.id)).toEqual(['sign-in']);
  });

  it('matches the topic title, so a topic name finds its articles', () => {
    expect(filterHelpTopics([aTopic()], 'profile')[0]?.articles).toHaveLength(2);
  });

  it('drops topics left without articles', () => {
    expect(filterHelpTopics([aTopic(), aTopic({ id: 'other', title: 'Other' })], 'nothing-like-this')).toEqual([]);
  });
});
