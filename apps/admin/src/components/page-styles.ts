import styles from './pages.module.css'

/** The frame of a back office page: title, sections, cards, rows. */
export { styles as pageStyles }
