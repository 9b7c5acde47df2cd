import { zodResolver } from '@hookform/resolvers/zod';
import { filmRequestFields } from '@cinevia/proto';

/** The film request form's validation: loaded apart from the page (see CreateFilmPage). */
export const filmRequestResolver = zodResolver(filmRequestFields);
