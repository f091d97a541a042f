/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupThemeColor } from './GroupThemeColor';
import type { GroupVisibility } from './GroupVisibility';
export type CreateGroupDto = {
    /**
     * The group's name (trimmed, 1–120 characters).
     */
    groupTitle: string;
    /**
     * What the group is about (trimmed, 1–700 characters).
     */
    description: string;
    /**
     * `group_public` (default) is visible in search; `group_private` is hidden from everyone outside it.
     */
    visibility?: GroupVisibility;
    /**
     * One of the 12 preset colours (default `#7da9d9`).
     */
    themeColor?: GroupThemeColor;
    /**
     * Stored with the group; defaults to true.
     */
    isActive?: boolean;
};

