import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

/** Controls a designer can work: text, a number, a yes or no, a choice among named states. */
const USABLE_CONTROLS = new Set([
  'text',
  'number',
  'range',
  'boolean',
  'select',
  'multi-select',
  'radio',
  'inline-radio',
  'check',
  'inline-check',
  'color',
  'date',
]);

function controlType(argType: StrictInputType): string | undefined {
  const { control } = argType;
  if (control === false || control === undefined || control === null) return undefined;
  if (typeof control === 'string') return control;
  return (control as { type?: string }).type;
}

/**
 * Hides every arg whose control no designer can set (an object's JSON, a function shown as '-'):
 * the story keeps passing it, the Controls panel and the docs table do not show it. A prop typed
 * as any content (`children`) that the story fills with text gets a text box instead. Runs after
 * Storybook has inferred the controls from the components' props.
 */
export const designerControls: ArgTypesEnhancer = Object.assign(
  ({ argTypes, initialArgs }: Parameters<ArgTypesEnhancer>[0]) =>
    Object.fromEntries(
      Object.entries(argTypes).map(([name, argType]): [string, StrictInputType] => {
        const type = controlType(argType);
        if (type !== undefined && USABLE_CONTROLS.has(type)) return [name, argType];
        if (typeof initialArgs?.[name] === 'string') return [name, { ...argType, control: { type: 'text' } }];
        return [name, { ...argType, control: false, table: { ...argType.table, disable: true } }];
      }),
    ),
  { secondPass: true },
);
