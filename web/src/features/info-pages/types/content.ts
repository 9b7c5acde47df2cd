/**
 * The shape of an information page's text. Pages are data (one module per page in `content/`),
 * drawn by one `InfoPage` component, so wording can change without touching layout code.
 */

/** A term and its value, such as "Phone" and the number; `href` makes the value a link. */
export type Fact = { term: string; value: string; href?: string };

/** A link inside a page: paths starting with `/` stay in the app, anything else (mailto:, tel:) is a plain link. */
export type ContentLink = { label: string; href: string };

/** One block of a section: a plain string is a paragraph. */
export type ContentBlock =
  | string
  | { list: string[] }
  | { facts: Fact[] }
  | { links: ContentLink[] }
  | { table: { caption: string; columns: string[]; rows: string[][] } };

export type InfoSection = {
  /** The section's anchor (`/privacy#data-protection`) and the key interactive parts attach to. */
  id: string;
  heading: string;
  body: ContentBlock[];
};

export type InfoPageContent = {
  /** The h1, and the tab title ("Privacy Policy · Cinevia"). */
  title: string;
  intro: string;
  sections: InfoSection[];
};
