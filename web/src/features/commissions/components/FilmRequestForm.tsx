import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import {
  FILM_REQUEST_OPTIONS,
  FILM_REQUEST_TABS,
  type FilmRequestFields,
  type FilmRequestForm as FilmRequestFormValues,
} from '@cinevia/proto';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Button, fieldsOf, SelectField, TextAreaField, TextField } from '@cinevia/ui';
import { firstErrorTab, type FilmRequestTab } from '../utils/firstErrorTab';
import styles from './CreateFilmPage.module.css';

export type FilmRequestFormApi = UseFormReturn<FilmRequestFormValues, unknown, FilmRequestFields>;
type FieldName = keyof FilmRequestFormValues;

const TAB_LABELS: Record<FilmRequestTab, string> = {
  basic: 'Basic Info',
  creative: 'Creative Details',
  technical: 'Technical & Audio',
};

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
        <Tabs.Content value="basic" forceMount className={styles.panel}>
          <TextField label="Title" placeholder="Give your film a title" {...field('title')} />
          <SelectField
            label="Genre"
            placeholder="Select a genre"
            options={FILM_REQUEST_OPTIONS.genre}
            {...field('genre')}
          />
          <TextAreaField
            label="Description"
            placeholder="What is your film about?"
            className={styles.wide}
            {...field('description')}
          />
          <SelectField
            label="Duration"
            placeholder="Select a duration"
            options={FILM_REQUEST_OPTIONS.duration}
            {...field('duration')}
          />
          <SelectField
            label="Target Audience"
            placeholder="Select an audience"
            options={FILM_REQUEST_OPTIONS.targetAudience}
            {...field('targetAudience')}
          />
          <SelectField
            label="Timeline"
            placeholder="Select a timeline"
            options={FILM_REQUEST_OPTIONS.timeline}
            {...field('timeline')}
          />
        </Tabs.Content>

        <Tabs.Content value="creative" forceMount className={styles.panel}>
          <SelectField
            label="Style"
            placeholder="Select a style"
            options={FILM_REQUEST_OPTIONS.style}
            {...field('style')}
          />
          <SelectField
            label="Tone"
            placeholder="Select a tone"
            options={FILM_REQUEST_OPTIONS.tone}
            {...field('tone')}
          />
          <TextField
            label="Setting / Location"
            placeholder="Where and when does it take place?"
            className={styles.wide}
            {...field('setting')}
          />
          <TextAreaField
            label="Characters"
            placeholder="Who are the main characters?"
            className={styles.wide}
            {...field('characters')}
          />
          <TextAreaField
            label="Plot / Storyline"
            placeholder="How does the story unfold?"
            className={styles.wide}
            {...field('plot')}
          />
        </Tabs.Content>

        <Tabs.Content value="technical" forceMount className={styles.panel}>
          <TextAreaField
            label="Visual Elements"
            placeholder="Colours, camera work, look and feel"
            className={styles.wide}
            {...field('visualElements')}
          />
          <TextAreaField
            label="Audio / Music"
            placeholder="Music, sound design, voices"
            className={styles.wide}
            {...field('audioElements')}
          />
          <TextAreaField label="Special Effects (optional)" className={styles.wide} {...field('specialEffects')} />
          <TextAreaField
            label="Inspiration / References (optional)"
            placeholder="Films, books or art that inspire you"
            className={styles.wide}
            {...field('inspiration')}
          />
          <TextAreaField label="Additional Notes (optional)" className={styles.wide} {...field('additionalNotes')} />
        </Tabs.Content>
      </Tabs.Root>

      <Button type="submit" size="lg" className={styles.submit}>
        Continue to Payment ($100)
      </Button>
    </form>
  );
}
