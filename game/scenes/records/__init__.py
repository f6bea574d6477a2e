"""The player's records: statistics and goals."""
