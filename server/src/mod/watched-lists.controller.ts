import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { CurrentOperator } from './current-operator.decorator';
import {
  AddDomainBlockDto, AddWatchedWordDto, DomainBlockDto, DomainBlockIdDto, DomainBlocksDto, WatchedWordDto, WatchedWordIdDto, WatchedWordsDto,
} from './dto/watched-lists.dto';
import type { Operator } from './operator';
import { RequireRole } from './require-role.decorator';
import { WatchedListsService } from './watched-lists.service';

/**
 * Watched words and e-mail domain blocks (issue 42): moderators read them, a paka changes them;
 * every change is in the audit log.
 */
@ApiTags('moderation')
@Controller('mod')
export class WatchedListsController {
  constructor(private readonly lists: WatchedListsService) {}

  /** The watched words and phrases, oldest first, with what happens to text containing one. */
  @RequireRole('moderator')
  @Get('watched-words')
  listWatchedWords(): Promise<WatchedWordsDto> {
    return this.lists.listWords();
  }

  /** Watches a word or phrase: from now on, new posts, comments, group comments, group titles, names and testimonies are checked against it. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Post('watched-words')
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields (`phrase must have from 1 to 10 words`, `action must be one of …`)' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This phrase is already watched` (case, accents and punctuation aside)' })
  addWatchedWord(@CurrentOperator() op: Operator, @Body() dto: AddWatchedWordDto): Promise<WatchedWordDto> {
    return this.lists.addWord(op, dto.phrase, dto.action);
  }

  /** Stops watching the phrase; content it held stays held until a moderator decides its case. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Delete('watched-words/:wordId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`wordId must be a positive integer`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Watched word not found`' })
  async removeWatchedWord(@CurrentOperator() op: Operator, @Param() p: WatchedWordIdDto): Promise<void> {
    await this.lists.removeWord(op, p.wordId);
  }

  /** The blocked e-mail domains, alphabetically. */
  @RequireRole('moderator')
  @Get('email-domain-blocks')
  listEmailDomainBlocks(): Promise<DomainBlocksDto> {
    return this.lists.domainBlocks();
  }

  /** Blocks a domain and its subdomains: registration and e-mail changes to such an address answer 403 with a generic message. Existing accounts are not touched. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Post('email-domain-blocks')
  @ApiBadRequestResponse({ type: ErrorDto, description: '`domain must be a domain name such as example.org`' })
  @ApiConflictResponse({ type: ErrorDto, description: '`This domain is already blocked`' })
  blockEmailDomain(@CurrentOperator() op: Operator, @Body() dto: AddDomainBlockDto): Promise<DomainBlockDto> {
    return this.lists.blockDomain(op, dto.domain);
  }

  /** Lifts a domain block. */
  @RequireRole('paka')
  @RateLimit('moderation')
  @Delete('email-domain-blocks/:blockId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorDto, description: '`blockId must be a positive integer`' })
  @ApiNotFoundResponse({ type: ErrorDto, description: '`Domain block not found`' })
  async unblockEmailDomain(@CurrentOperator() op: Operator, @Param() p: DomainBlockIdDto): Promise<void> {
    await this.lists.unblockDomain(op, p.blockId);
  }
}
