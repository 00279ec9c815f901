import * as migration_20261121_062404_initial from './20261121_062404_initial'
import * as migration_20261121_070000_rate_limits from './20261121_070000_rate_limits'
import * as migration_20261121_075920_accounts from './20261121_075920_accounts'
import * as migration_20261121_100000_directory_search from './20261121_100000_directory_search'
import * as migration_20261121_110000_search_cost from './20261121_110000_search_cost'
import * as migration_20261121_120000_live_notify from './20261121_120000_live_notify'
import * as migration_20261121_130000_feed_indexes from './20261121_130000_feed_indexes'
import * as migration_20261121_140000_moderation from './20261121_140000_moderation'
import * as migration_20261123_100000_counter_triggers from './20261123_100000_counter_triggers'
import * as migration_20261123_120000_email_change from './20261123_120000_email_change'
import * as migration_20261124_100000_news_cta from './20261124_100000_news_cta'
import * as migration_20261124_110000_notice_groups from './20261124_110000_notice_groups'
import * as migration_20261124_120000_name_prefix from './20261124_120000_name_prefix'
import * as migration_20261125_090000_admin_search from './20261125_090000_admin_search'
import * as migration_20261125_100000_editors_desk from './20261125_100000_editors_desk'
import * as migration_20261126_090000_newsletter_issues from './20261126_090000_newsletter_issues'
import * as migration_20261127_090000_scale_indexes from './20261127_090000_scale_indexes'
import * as migration_20261128_090000_name_words from './20261128_090000_name_words'
import * as migration_20261129_090000_name_postings from './20261129_090000_name_postings'
import * as migration_20261130_090000_name_initials from './20261130_090000_name_initials'
import * as migration_20261201_090000_listing_terms from './20261201_090000_listing_terms'
import * as migration_20261202_090000_media_medium from './20261202_090000_media_medium'
import * as migration_20261203_090000_rate_limits_unlogged from './20261203_090000_rate_limits_unlogged'
import * as migration_20261204_090000_message_live_after_commit from './20261204_090000_message_live_after_commit'
import * as migration_20261205_090000_application_search_without_email from './20261205_090000_application_search_without_email'
import * as migration_20261206_100000_bio_terms from './20261206_100000_bio_terms'
import * as migration_20261207_090000_article_cleanup from './20261207_090000_article_cleanup'
import * as migration_20261207_100000_categories from './20261207_100000_categories'
import * as migration_20261208_090000_opportunities from './20261208_090000_opportunities'
import * as migration_20261208_100000_email_preferences from './20261208_100000_email_preferences'
import * as migration_20261209_090000_opportunity_list_indexes from './20261209_090000_opportunity_list_indexes'
import * as migration_20261210_090000_automatic_reports from './20261210_090000_automatic_reports'

export const migrations = [
  {
    up: migration_20261121_062404_initial.up,
    down: migration_20261121_062404_initial.down,
    name: '20261121_062404_initial',
  },
  {
    up: migration_20261121_070000_rate_limits.up,
    down: migration_20261121_070000_rate_limits.down,
    name: '20261121_070000_rate_limits',
  },
  {
    up: migration_20261121_075920_accounts.up,
    down: migration_20261121_075920_accounts.down,
    name: '20261121_075920_accounts',
  },
  {
    up: migration_20261121_100000_directory_search.up,
    down: migration_20261121_100000_directory_search.down,
    name: '20261121_100000_directory_search',
  },
  {
    up: migration_20261121_110000_search_cost.up,
    down: migration_20261121_110000_search_cost.down,
    name: '20261121_110000_search_cost',
  },
  {
    up: migration_20261121_120000_live_notify.up,
    down: migration_20261121_120000_live_notify.down,
    name: '20261121_120000_live_notify',
  },
  {
    up: migration_20261121_130000_feed_indexes.up,
    down: migration_20261121_130000_feed_indexes.down,
    name: '20261121_130000_feed_indexes',
  },
  {
    up: migration_20261121_140000_moderation.up,
    down: migration_20261121_140000_moderation.down,
    name: '20261121_140000_moderation',
  },
  {
    up: migration_20261123_100000_counter_triggers.up,
    down: migration_20261123_100000_counter_triggers.down,
    name: '20261123_100000_counter_triggers',
  },
  {
    up: migration_20261123_120000_email_change.up,
    down: migration_20261123_120000_email_change.down,
    name: '20261123_120000_email_change',
  },
  {
    up: migration_20261124_100000_news_cta.up,
    down: migration_20261124_100000_news_cta.down,
    name: '20261124_100000_news_cta',
  },
  {
    up: migration_20261124_110000_notice_groups.up,
    down: migration_20261124_110000_notice_groups.down,
    name: '20261124_110000_notice_groups',
  },
  {
    up: migration_20261124_120000_name_prefix.up,
    down: migration_20261124_120000_name_prefix.down,
    name: '20261124_120000_name_prefix',
  },
  {
    up: migration_20261125_090000_admin_search.up,
    down: migration_20261125_090000_admin_search.down,
    name: '20261125_090000_admin_search',
  },
  {
    up: migration_20261125_100000_editors_desk.up,
    down: migration_20261125_100000_editors_desk.down,
    name: '20261125_100000_editors_desk',
  },
  {
    up: migration_20261126_090000_newsletter_issues.up,
    down: migration_20261126_090000_newsletter_issues.down,
    name: '20261126_090000_newsletter_issues',
  },
  {
    up: migration_20261127_090000_scale_indexes.up,
    down: migration_20261127_090000_scale_indexes.down,
    name: '20261127_090000_scale_indexes',
  },
  {
    up: migration_20261128_090000_name_words.up,
    down: migration_20261128_090000_name_words.down,
    name: '20261128_090000_name_words',
  },
  {
    up: migration_20261129_090000_name_postings.up,
    down: migration_20261129_090000_name_postings.down,
    name: '20261129_090000_name_postings',
  },
  {
    up: migration_20261130_090000_name_initials.up,
    down: migration_20261130_090000_name_initials.down,
    name: '20261130_090000_name_initials',
  },
  {
    up: migration_20261201_090000_listing_terms.up,
    down: migration_20261201_090000_listing_terms.down,
    name: '20261201_090000_listing_terms',
  },
  {
    up: migration_20261202_090000_media_medium.up,
    down: migration_20261202_090000_media_medium.down,
    name: '20261202_090000_media_medium',
  },
  {
    up: migration_20261203_090000_rate_limits_unlogged.up,
    down: migration_20261203_090000_rate_limits_unlogged.down,
    name: '20261203_090000_rate_limits_unlogged',
  },
  {
    up: migration_20261204_090000_message_live_after_commit.up,
    down: migration_20261204_090000_message_live_after_commit.down,
    name: '20261204_090000_message_live_after_commit',
  },
  {
    up: migration_20261205_090000_application_search_without_email.up,
    down: migration_20261205_090000_application_search_without_email.down,
    name: '20261205_090000_application_search_without_email',
  },
  {
    up: migration_20261206_100000_bio_terms.up,
    down: migration_20261206_100000_bio_terms.down,
    name: '20261206_100000_bio_terms',
  },
  {
    up: migration_20261207_090000_article_cleanup.up,
    down: migration_20261207_090000_article_cleanup.down,
    name: '20261207_090000_article_cleanup',
  },
  {
    up: migration_20261207_100000_categories.up,
    down: migration_20261207_100000_categories.down,
    name: '20261207_100000_categories',
  },
  {
    up: migration_20261208_090000_opportunities.up,
    down: migration_20261208_090000_opportunities.down,
    name: '20261208_090000_opportunities',
  },
  {
    up: migration_20261208_100000_email_preferences.up,
    down: migration_20261208_100000_email_preferences.down,
    name: '20261208_100000_email_preferences',
  },
  {
    up: migration_20261209_090000_opportunity_list_indexes.up,
    down: migration_20261209_090000_opportunity_list_indexes.down,
    name: '20261209_090000_opportunity_list_indexes',
  },
  {
    up: migration_20261210_090000_automatic_reports.up,
    down: migration_20261210_090000_automatic_reports.down,
    name: '20261210_090000_automatic_reports',
  },
]
