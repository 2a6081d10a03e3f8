import styles from './form-steps.module.css';

/** The class of a form whose fieldsets are numbered steps (giving, the events checkout). */
export const formStepsClassName = styles.steps;
