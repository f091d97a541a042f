/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type InviteUserDto = {
    groupId: number;
    /**
     * The connection to invite.
     */
    targetUserId: number;
    /**
     * Accepted for compatibility with older clients; the server reads names itself.
     * @deprecated
     */
    userName?: string;
};

