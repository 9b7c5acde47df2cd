/** What the ratings feature (a profile's thumbs) offers the others; they import it from here. */
export { useRatings, type Rating } from './api/useRatings';
export { RatingButtons } from './components/RatingButtons';
export { RATING_CHOICES } from './components/ratingChoices';
export { useRatingChoice } from './components/useRatingChoice';
