/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrayerCommitmentDto } from './PrayerCommitmentDto';
export type CommitmentAnswerDto = {
    commitment: PrayerCommitmentDto;
};

