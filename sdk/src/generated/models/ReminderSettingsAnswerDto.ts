/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReminderSettingsDto } from './ReminderSettingsDto';
export type ReminderSettingsAnswerDto = {
    settings: ReminderSettingsDto;
};

