import * as migration_20261121_055240_initial from './20261121_055240_initial'
import * as migration_20261121_060000_rate_limits from './20261121_060000_rate_limits'

export const migrations = [
  {
    up: migration_20261121_055240_initial.up,
    down: migration_20261121_055240_initial.down,
    name: '20261121_055240_initial',
  },
  {
    up: migration_20261121_060000_rate_limits.up,
    down: migration_20261121_060000_rate_limits.down,
    name: '20261121_060000_rate_limits',
  },
]
