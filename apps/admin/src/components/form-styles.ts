import styles from './forms.module.css'

/** The frame of a single-form page: a title, a lead and the form. */
export { styles as formStyles }
