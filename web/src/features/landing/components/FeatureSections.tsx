import type { CSSProperties, ReactNode } from 'react';
import styles from './FeatureSections.module.css';

type Feature = { id: string; title: string; lead: string; text: string; art: ReactNode };

function LibraryArt() {
  return (
    <div className={styles.posterGrid}>
      {[350, 215, 30, 270, 165, 300].map((hue) => (
        <span key={hue} className={styles.miniPoster} style={{ '--hue': hue } as CSSProperties} />
      ))}
    </div>
  );
}

function BriefArt() {
  const brief = [
    ['Title', 'The Lighthouse Keeper'],
    ['Genre', 'Drama'],
    ['Length', '15–30 min'],
    ['Audience', 'Family'],
  ];
  return (
    <div className={styles.brief}>
      <p className={styles.briefHeading}>Film request</p>
      <dl className={styles.briefList}>
        {brief.map(([term, value]) => (
          <div key={term} className={styles.briefRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.briefFee}>Flat fee · $100</p>
    </div>
  );
}

function ControlsArt() {
  const controls: [string, string, number][] = [
    ['Style', 'Vintage', 72],
    ['Tone', 'Mysterious', 45],
    ['Score', 'Orchestral', 86],
  ];
  return (
    <div className={styles.controls}>
      {controls.map(([name, value, level]) => (
        <div key={name} className={styles.control}>
          <p className={styles.controlLabel}>
            <span>{name}</span>
            <span>{value}</span>
          </p>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${level}%` }} />
          </span>
        </div>
      ))}
    </div>
  );
}

function TheatreArt() {
  return (
    <div className={styles.theatre}>
      <span className={styles.screen} />
      <span className={styles.seats} />
    </div>
  );
}

const FEATURES: Feature[] = [
  {
    id: 'original-content',
    title: 'Original Content Library',
    lead: 'A catalogue that exists only here.',
    text: 'Every film and series on Cinevia is an original, made with generative AI and picked by our editors: drama, thrillers, science fiction, documentaries, animation and more. Stream it all in HD and 4K, with no ads.',
    art: <LibraryArt />,
  },
  {
    id: 'custom-films',
    title: 'Custom Film Creation',
    lead: 'Commission a film of your own.',
    text: 'Tell us the title, genre, characters and plot, and we will make it into a film for a flat $100. Our team reads every request and contacts you within 24–48 hours to get started.',
    art: <BriefArt />,
  },
  {
    id: 'creative-control',
    title: 'Creative Control',
    lead: 'Your brief sets the direction.',
    text: 'Choose the visual style, from realistic to vintage or futuristic, and the tone, from uplifting to intense. Describe the setting, the music and the films that inspire you, and your film follows your lead.',
    art: <ControlsArt />,
  },
  {
    id: 'theatre',
    title: 'Live Theatre Experiences',
    lead: 'Some stories deserve the big screen.',
    text: 'Through our cinema partner, Cinevia hosts live viewings and premiere events at select locations, so you can watch AI-made originals with an audience.',
    art: <TheatreArt />,
  },
];

export function FeatureSections() {
  return (
    <>
      {FEATURES.map((feature, index) => (
        <section
          key={feature.id}
          className={`${styles.feature} ${index % 2 === 1 ? styles.reversed : ''}`}
          aria-labelledby={`${feature.id}-title`}
        >
          <div className={styles.inner}>
            <div className={styles.copy}>
              <h2 id={`${feature.id}-title`} className={styles.title}>
                {feature.title}
              </h2>
              <p className={styles.lead}>{feature.lead}</p>
              <p className={styles.text}>{feature.text}</p>
            </div>
            <div className={styles.art} aria-hidden="true">
              {feature.art}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
