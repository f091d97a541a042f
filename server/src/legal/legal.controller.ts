import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorDto } from '../common/error.dto';
import { TermsDto } from './legal.dto';
import { LegalService } from './legal.service';

@ApiTags('legal')
@Public()
@Controller()
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  /** The latest version of the terms of service. */
  @Get('auth/latest-terms-of-service')
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No terms stored (`Content not found`)' })
  latestTermsOfService(): Promise<TermsDto> {
    return this.legal.latestTerms();
  }
}
