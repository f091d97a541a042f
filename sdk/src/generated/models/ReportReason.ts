/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Why.
 */
export type ReportReason = 'spam' | 'harassment' | 'hate' | 'violence' | 'self_harm' | 'sexual_content' | 'misinformation' | 'other';
