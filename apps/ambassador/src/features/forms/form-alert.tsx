import styles from './forms.module.css'

export { FormAlert } from '@comptoir/app-shell/form-alert'

/** The frame of a single-form page: a title, a lead and the form. */
export { styles as formStyles }
