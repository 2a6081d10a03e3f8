import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A button in the church's colours; at least 44px tall for touch. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...props} />;
}

/** The button look for links (a router Link or an <a>), so both read the same. */
export function buttonClassName(variant: 'primary' | 'secondary' = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
