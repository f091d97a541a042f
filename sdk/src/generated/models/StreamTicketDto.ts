/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type StreamTicketDto = {
    /**
     * Single-use, valid for 30 seconds: open GET /api/noti/stream?ticket=… with it.
     */
    ticket: string;
};

