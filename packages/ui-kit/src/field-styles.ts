// The light entry `@portal/ui-kit/field-styles`: TextField's look as class names, for a field of
// another kind (the profile's street combobox, the support form's description), so that it
// looks like every other field. A module of its own, so that screens without such a field
// carry none of it.
export { error, field, hint, input, inputWrapper, label } from './text-field/text-field.css';
