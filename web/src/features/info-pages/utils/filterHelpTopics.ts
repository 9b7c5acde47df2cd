import type { HelpTopic } from '../content/help';

/** Lower case, without accents, curly apostrophes made straight, so "can’t" matches "can't". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase();
}

/**
 * The topics with only the articles that contain every word of the query (in the question, the
 * answer or the topic's title); topics left empty are dropped. A blank query keeps everything.
 */
export function filterHelpTopics(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((article) => {
        const haystack = normalise([topic.title, article.question, ...article.answer].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.articles.length > 0);
}
