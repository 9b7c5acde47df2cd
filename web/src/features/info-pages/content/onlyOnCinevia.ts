import type { InfoPageContent } from '../types/content';
import { FILM_CONTACT_WINDOW, FILM_FEE } from './company';

export const onlyOnCinevia: InfoPageContent = {
  title: 'Only on Cinevia',
  intro: 'Films and experiences you will not find on any other streaming service.',
  sections: [
    {
      id: 'ai-originals',
      heading: 'Exclusive AI Originals',
      body: [
        'Every film and series in the catalogue is an original made with generative AI and chosen by our editors, across drama, comedy, action, thrillers, horror, romance, science fiction, documentaries, animation and more. None of it streams anywhere else.',
      ],
    },
    {
      id: 'custom-films',
      heading: 'Custom Film Creation',
      body: [
        `Tell us the story you want to see: title, genre, characters, setting, plot, visual style, tone and music. For a flat ${FILM_FEE} per film, our team turns your brief into a film and contacts you within ${FILM_CONTACT_WINDOW} to get started.`,
        { links: [{ label: 'See pricing for custom films', href: '/pricing#custom-films' }] },
      ],
    },
    {
      id: 'storytelling',
      heading: 'New Kinds of Storytelling',
      body: [
        'Generative AI lets us try ideas a traditional studio would not risk: unusual genres side by side, visual styles from vintage to futuristic, and short films alongside feature-length stories. Our editors keep what works and keep the quality high.',
      ],
    },
    {
      id: 'personalisation',
      heading: 'Personalisation',
      body: [
        'Continue Watching picks up exactly where you stopped, My List keeps the titles you saved, and browsing by genre helps you find your next favourite. A custom film is the most personal of all: a story made for you.',
      ],
    },
  ],
};
