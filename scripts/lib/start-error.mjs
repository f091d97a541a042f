/** A start failure with a message for the person running npm start: printed as is, without a stack. */
export class StartError extends Error {}
