import * as Accordion from '@radix-ui/react-accordion';
import * as styles from './policy-content.css';
import { POLICY_SECTIONS } from './policy-sections';

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The policy text, one accordion section per point. Loaded on demand (its own chunk) the first
 * time the drawer opens, so it stays out of the login page's first load.
 */
export function PolicyContent() {
  return (
    <Accordion.Root type="multiple" className={styles.root}>
      {POLICY_SECTIONS.map((section) => (
        <Accordion.Item key={section.id} value={section.id} className={styles.item}>
          {/* h3: the drawer's title is the h2 under the page's h1. */}
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              {section.title}
              <Chevron />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className={styles.contentInner}>
              {section.paragraphs.map((text) => (
                <p key={text} className={styles.paragraph}>
                  {text}
                </p>
              ))}
              {section.items ? (
                <ul className={styles.list}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
