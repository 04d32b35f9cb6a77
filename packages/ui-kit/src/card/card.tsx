import { type ReactNode, useId } from 'react';
import * as styles from './card.css';

export type CardProps = {
  title?: string;
  /** The heading level that fits the page outline where the card sits. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
};

/** A surface grouping related content; with a title it is a named section. */
export function Card({ title, headingLevel = 2, children, actions, className }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = className ? `${styles.card} ${className}` : styles.card;
  const content = (
    <>
      {title ? (
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
  return title ? (
    <section aria-labelledby={headingId} className={classes}>
      {content}
    </section>
  ) : (
    <div className={classes}>{content}</div>
  );
}
