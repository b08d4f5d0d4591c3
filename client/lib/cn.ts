import clsx, { type ClassValue } from 'clsx';

/** Joins class names; later utilities are written to win by order, so no merge library is needed. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
