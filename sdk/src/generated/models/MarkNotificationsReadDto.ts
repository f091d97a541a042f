/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MarkNotificationsReadDto = {
    /**
     * Marks read only notifications up to this id (the newest one the member has seen); all when absent.
     */
    upToId?: number;
};

