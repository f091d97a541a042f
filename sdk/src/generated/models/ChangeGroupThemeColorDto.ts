/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupThemeColor } from './GroupThemeColor';
export type ChangeGroupThemeColorDto = {
    groupId: number;
    /**
     * One of the 12 preset colours.
     */
    theme_color: GroupThemeColor;
};

