export { useFormLocale } from '@comptoir/app-shell/use-form-locale'
