import { ChevronRightIcon } from '@cinevia/ui';
import type { ContentBlock, Fact } from '../types/content';
import { SmartLink } from './SmartLink';
import styles from './ContentBlocks.module.css';

/** Draws a section's blocks: paragraphs, lists, term-value facts, links and tables. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{block}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('facts' in block) return <Facts facts={block.facts} />;
  if ('links' in block) {
    return (
      <ul className={styles.links}>
        {block.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={styles.link}>
              {link.label}
              <ChevronRightIcon width={18} height={18} />
            </SmartLink>
          </li>
        ))}
      </ul>
    );
  }
  const { caption, columns, rows } = block.table;
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>{fact.href ? <SmartLink href={fact.href}>{fact.value}</SmartLink> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
