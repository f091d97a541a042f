/**
 * Where members reach the Pen team. Set VITE_CONTACT_EMAIL at build time for a deployment;
 * the default is a placeholder address.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@pen.example';
