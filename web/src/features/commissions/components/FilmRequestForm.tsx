import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import {
  FILM_REQUEST_OPTIONS,
  FILM_REQUEST_TABS,
  type FilmRequestFields,
  type FilmRequestForm as FilmRequestFormValues,
} from '@cinevia/proto';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { type BoundField, Button, fieldsOf, SelectField, TextAreaField, TextField } from '@cinevia/ui';
import { firstErrorTab, type FilmRequestTab } from '../utils/firstErrorTab';
import styles from './CreateFilmPage.module.css';

export type FilmRequestFormApi = UseFormReturn<FilmRequestFormValues, unknown, FilmRequestFields>;
type FieldName = keyof FilmRequestFormValues;

const TAB_LABELS: Record<FilmRequestTab, string> = {
  basic: 'Basic Info',
  creative: 'Creative Details',
  technical: 'Technical & Audio',
};

/** How each field is asked for, in the order FILM_REQUEST_TABS puts them on their tab. */
const FIELDS: Record<FieldName, FieldLook> = {
  title: { label: 'Title', placeholder: 'Give your film a title' },
  genre: { label: 'Genre', placeholder: 'Select a genre', options: FILM_REQUEST_OPTIONS.genre },
  description: { label: 'Description', placeholder: 'What is your film about?', as: 'textarea' },
  duration: { label: 'Duration', placeholder: 'Select a duration', options: FILM_REQUEST_OPTIONS.duration },
  targetAudience: {
    label: 'Target Audience',
    placeholder: 'Select an audience',
    options: FILM_REQUEST_OPTIONS.targetAudience,
  },
  timeline: { label: 'Timeline', placeholder: 'Select a timeline', options: FILM_REQUEST_OPTIONS.timeline },
  style: { label: 'Style', placeholder: 'Select a style', options: FILM_REQUEST_OPTIONS.style },
  tone: { label: 'Tone', placeholder: 'Select a tone', options: FILM_REQUEST_OPTIONS.tone },
  setting: { label: 'Setting / Location', placeholder: 'Where and when does it take place?', wide: true },
  characters: { label: 'Characters', placeholder: 'Who are the main characters?', as: 'textarea' },
  plot: { label: 'Plot / Storyline', placeholder: 'How does the story unfold?', as: 'textarea' },
  visualElements: { label: 'Visual Elements', placeholder: 'Colours, camera work, look and feel', as: 'textarea' },
  audioElements: { label: 'Audio / Music', placeholder: 'Music, sound design, voices', as: 'textarea' },
  specialEffects: { label: 'Special Effects (optional)', as: 'textarea' },
  inspiration: {
    label: 'Inspiration / References (optional)',
    placeholder: 'Films, books or art that inspire you',
    as: 'textarea',
  },
  additionalNotes: { label: 'Additional Notes (optional)', as: 'textarea' },
};

type FieldLook =
  | { label: string; placeholder: string; options: readonly (readonly [string, string])[] }
  /** A text input or (`as: 'textarea'`) a text area; `wide` spans both columns, as every text area does. */
  | { label: string; placeholder?: string; as?: 'textarea'; wide?: boolean };

/** One field as FIELDS describes it, bound to the form. */
function RequestField({ look, bound }: { look: FieldLook; bound: BoundField }) {
  if ('options' in look) return <SelectField {...look} {...bound} />;
  const { as, wide, ...props } = look;
  if (as === 'textarea') return <TextAreaField className={styles.wide} {...props} {...bound} />;
  return <TextField className={wide ? styles.wide : undefined} {...props} {...bound} />;
}

type FilmRequestFormProps = { form: FilmRequestFormApi; onValid: (fields: FilmRequestFields) => void };

/** The request's three tabs; on a failed submit the tab with the first error opens and its field takes focus. */
export function FilmRequestForm({ form, onValid }: FilmRequestFormProps) {
  const { handleSubmit, setFocus } = form;
  const { errors } = form.formState;
  const field = fieldsOf(form);
  const [tab, setTab] = useState<FilmRequestTab>('basic');
  // A new object for each failed submit, so the same field is focused again on the next one.
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);

  // After the tab holding the error is drawn, so the field can take focus.
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.field);
  }, [focusRequest, setFocus]);

  function onInvalid(invalid: FieldErrors<FilmRequestFormValues>) {
    const first = firstErrorTab(invalid);
    if (!first) return;
    setTab(first.tab);
    setFocusRequest({ field: first.field });
  }

  const tabHasErrors = (name: FilmRequestTab) => FILM_REQUEST_TABS[name].some((field) => errors[field]);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label="Film request">
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FilmRequestTab)} className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label="Film request sections">
          {(Object.keys(TAB_LABELS) as FilmRequestTab[]).map((name) => (
            <Tabs.Trigger key={name} value={name} className={styles.tab}>
              {TAB_LABELS[name]}
              {tabHasErrors(name) && (
                <span className={styles.tabError}>
                  <span className="visually-hidden"> (has errors)</span>
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {/* Always mounted, so the browser keeps every field and autofill reaches them; CSS hides the others. */}
        {(Object.keys(FILM_REQUEST_TABS) as FilmRequestTab[]).map((name) => (
          <Tabs.Content key={name} value={name} forceMount className={styles.panel}>
            {FILM_REQUEST_TABS[name].map((fieldName) => (
              <RequestField key={fieldName} look={FIELDS[fieldName]} bound={field(fieldName)} />
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Button type="submit" size="lg" className={styles.submit}>
        Continue to Payment ($100)
      </Button>
    </form>
  );
}
