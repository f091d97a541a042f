/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One of the 12 preset colours (default `#7da9d9`).
 */
export type GroupThemeColor = '#7da9d9' | '#f0f0f0' | '#0162a6' | '#f4a261' | '#e76f51' | '#2a9d8f' | '#e9c46a' | '#8ab17d' | '#b5838d' | '#6d597a' | '#ffb4a2' | '#264653';
