/**
 * The one inline validation alert of the design system, for controls it does not wrap (a
 * textarea, a custom picker): the same look and announcement as its fields' own alerts.
 *
 * @example <FieldAlert id={form.alertProps('motivation').id} message={form.error('motivation')} />
 */
export { FieldAlert } from '../internal/field'
