/** The resume link's page: the registration page's column, heading and spinner. */
export { column, spinner, title } from './registration-page.css';
