import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports';
import { EmailDomainBlocksService } from './email-domain-blocks.service';
import { WatchedWordsService } from './watched-words.service';

/**
 * Watched words and e-mail domain blocks (issue 42): the lists and the checks. Below every module
 * that writes member text (they call it before their write); its routes are the operators' (mod/).
 */
@Module({
  imports: [ReportsModule],
  providers: [WatchedWordsService, EmailDomainBlocksService],
  exports: [WatchedWordsService, EmailDomainBlocksService],
})
export class WatchedModule {}
