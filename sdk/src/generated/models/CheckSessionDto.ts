/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CheckSessionDto = {
    /**
     * True when this member has a signed-in session for the device.
     */
    ok: boolean;
};

