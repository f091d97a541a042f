/** What a report answers. */
export class ReportAnswerDto {
  /** `Post reported`, `Comment reported`, `Group reported`, `User reported`. */
  message: string;
  /**
   * Only for a `self_harm` report: where the reporter finds crisis help to show them at once
   * (`CRISIS_RESOURCES_URL`, else the app's own `/crisis` page).
   */
  crisis_resources_url?: string;
}
