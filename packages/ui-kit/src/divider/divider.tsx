import * as styles from './divider.css';

export type DividerProps = {
  /** A short text in the middle of the line, such as 'Otros proveedores'. */
  label?: string;
};

/** A horizontal rule between groups, optionally naming the group that follows. */
export function Divider({ label }: DividerProps) {
  if (!label) return <hr className={styles.line} />;
  // The lines are decoration; the label is plain text so screen readers read it in order.
  return (
    <div className={styles.labelled}>
      <span>{label}</span>
    </div>
  );
}
