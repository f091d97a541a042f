import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorDto } from '../common/error.dto';
import { TransparencyDto, TransparencyQueryDto } from './dto/transparency.dto';
import { INVALID_PERIOD, PERIOD_TOO_LONG, TransparencyService } from './transparency.service';

/** The public transparency report (DSA Art. 15 and 24); no sign-in needed. */
@ApiTags('transparency')
@Public()
@Controller('transparency')
export class TransparencyController {
  constructor(private readonly transparency: TransparencyService) {}

  /**
   * Counts of reports, moderation decisions and appeals for a period of at most a year (default:
   * the last twelve months, this one included), in total and per UTC month. Counts only: nobody
   * is named. Reused for a minute.
   */
  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiBadRequestResponse({ type: ErrorDto, description: `\`from must be a date (YYYY-MM-DD)\`, \`to must be a date (YYYY-MM-DD)\`, \`${INVALID_PERIOD}\`, \`${PERIOD_TOO_LONG}\`` })
  getTransparencyReport(@Query() query: TransparencyQueryDto): Promise<TransparencyDto> {
    return this.transparency.report(query.from, query.to);
  }
}
